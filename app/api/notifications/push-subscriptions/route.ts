import { NextResponse } from "next/server";
import type { PushSubscriptionSaved } from "@/lib/notifications";
import { pushEndpointSchema, pushSubscriptionSchema } from "@/lib/validations/notifications";
import { requestSessionId } from "@/server/auth/sessions";
import { HttpError, notFound } from "@/server/http/errors";
import { parseJsonBody, withUser } from "@/server/http/handler";
import { deletePushSubscription, isAllowedPushEndpoint, savePushSubscription } from "@/server/notifications/push";

export const POST = withUser(
  async ({ request, gardener }) => {
    const subscription = await parseJsonBody(request, pushSubscriptionSchema);
    if (!isAllowedPushEndpoint(subscription.endpoint)) throw new HttpError(400, "The subscription's endpoint must be an https push service.");
    await savePushSubscription(gardener.userId, subscription, await requestSessionId(request.headers));
    return NextResponse.json<PushSubscriptionSaved>({ endpoint: subscription.endpoint }, { status: 201 });
  },
  { sessionOnly: "notifications" },
);

export const DELETE = withUser(
  async ({ request, gardener }) => {
    const { endpoint } = await parseJsonBody(request, pushEndpointSchema);
    if (!(await deletePushSubscription(gardener.userId, endpoint))) throw notFound("That subscription");
    return new Response(null, { status: 204 });
  },
  { sessionOnly: "notifications" },
);

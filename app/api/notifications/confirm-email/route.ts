import { NextResponse } from "next/server";
import type { ConfirmationSent } from "@/lib/notifications";
import { withUser } from "@/server/http/handler";
import { sendAddressConfirmation } from "@/server/notifications/address-confirmation";

/** Emails the signed-in gardener a new link that confirms their address (3 an hour), for email reminders. */
export const POST = withUser(
  async ({ gardener }) => {
    await sendAddressConfirmation({ id: gardener.userId, email: gardener.email, name: gardener.name });
    return NextResponse.json<ConfirmationSent>({ sentTo: gardener.email }, { status: 202 });
  },
  { sessionOnly: "notifications" },
);

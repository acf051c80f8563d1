import { NextResponse } from "next/server";
import type { NotificationsResponse, NotificationsSaved } from "@/lib/notifications";
import { notificationSettingsPatchSchema } from "@/lib/validations/notifications";
import { parseJsonBody, withUser } from "@/server/http/handler";
import { addressedOrigin } from "@/server/http/origin";
import { notificationsOf, updateNotificationSettings } from "@/server/notifications/settings";

export const GET = withUser(async ({ gardener }) => NextResponse.json<NotificationsResponse>(await notificationsOf(gardener.userId)), { sessionOnly: "notifications" });

export const PATCH = withUser(
  async ({ request, gardener }) => {
    const patch = await parseJsonBody(request, notificationSettingsPatchSchema);
    return NextResponse.json<NotificationsSaved>(await updateNotificationSettings({ id: gardener.userId, email: gardener.email, name: gardener.name }, patch, addressedOrigin(request)));
  },
  { sessionOnly: "notifications" },
);

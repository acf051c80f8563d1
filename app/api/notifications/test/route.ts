import { NextResponse } from "next/server";
import { withUser } from "@/server/http/handler";
import { sendTestReminder } from "@/server/notifications/reminders";

export const POST = withUser(
  async ({ gardener }) => NextResponse.json({ results: await sendTestReminder(gardener.userId) }),
  { sessionOnly: "notifications" },
);

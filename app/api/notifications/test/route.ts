import { NextResponse } from "next/server";
import type { TestReminderResults } from "@/lib/notifications";
import { withUser } from "@/server/http/handler";
import { sendTestReminder } from "@/server/notifications/reminders";

export const POST = withUser(
  async ({ gardener }) => NextResponse.json<TestReminderResults>({ results: await sendTestReminder(gardener.userId) }),
  { sessionOnly: "notifications" },
);

import type { ReminderCronRun } from "@/lib/cron-types";
import { cronRoute } from "@/server/http/cron";
import { sendDueReminders } from "@/server/notifications/reminders";

/** Vercel Cron, every 5 minutes (vercel.json): sends the reminders that are due. */
export const GET = cronRoute<ReminderCronRun>(async () => ({ sent: (await sendDueReminders()).sent }));

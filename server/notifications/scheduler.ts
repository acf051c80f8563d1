import "server-only";
import { env } from "@/server/env";
import { logError } from "@/server/log";
import { sendDueReminders } from "./reminders";

const INTERVAL_MS = 60_000;

/**
 * The self-hosted schedule: every minute inside `next start`, this instance tries to send
 * what is due (the job's lease lets one instance of many do it). REMINDERS_SCHEDULER=off
 * leaves it to GET /api/cron/reminders (Vercel Cron, or any cron on the host).
 */
export function startReminderScheduler(): void {
  if (!env().reminders.scheduler) return;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const run = await sendDueReminders();
      if (run.sent || run.failed) console.info(`Reminders: ${run.sent} sent, ${run.failed} to retry.`);
    } catch (error) {
      logError("The reminders job failed; it runs again in a minute", error);
    } finally {
      running = false;
    }
  };
  setInterval(() => void tick(), INTERVAL_MS).unref();
}

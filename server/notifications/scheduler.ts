import "server-only";
import { eq, isNotNull, or } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { notificationSettings } from "@/server/db/schema";
import { env } from "@/server/env";
import { logError } from "@/server/log";

const INTERVAL_MS = 60_000;

/** Whether any gardener has turned a channel on (most installs start with none): the scan stops at the first. */
async function anyoneToRemind(): Promise<boolean> {
  const db = await getDb();
  const [someone] = await db
    .select({ userId: notificationSettings.userId })
    .from(notificationSettings)
    .where(or(eq(notificationSettings.email, true), eq(notificationSettings.push, true), isNotNull(notificationSettings.ntfyTopic)))
    .limit(1);
  return someone !== undefined;
}

/**
 * The self-hosted schedule: every minute inside `next start`, this instance tries to send
 * what is due (the job's lease lets one instance of many do it). REMINDERS_SCHEDULER=off
 * leaves it to GET /api/cron/reminders (Vercel Cron, or any cron on the host). The job and its
 * channels' libraries are loaded only once some gardener has asked for reminders.
 */
export function startReminderScheduler(): void {
  if (!env().reminders.scheduler) return;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      if (!(await anyoneToRemind())) return;
      const { sendDueReminders } = await import("./reminders");
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

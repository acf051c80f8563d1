const DATABASE_WARM_UP_DELAY_MS = 2000;

/**
 * Start-up on Node (instrumentation.ts): an invalid configuration stops the server here, naming the
 * variable; then the database is opened in the background and, in a process that lasts (not on
 * Vercel, where Vercel Cron calls the same jobs), the photos of requests that died before saving
 * them are swept (a minute later, and every hour) and the reminders timer starts.
 */
export async function startServer(): Promise<void> {
  const { env, InvalidEnvironmentError } = await import("@/server/env");
  let lastingProcess: boolean;
  try {
    if (env().building) return;
    lastingProcess = env().lastingProcess;
  } catch (error) {
    if (!(error instanceof InvalidEnvironmentError)) throw error;
    // Next only logs an error thrown here and serves on; a server with a bad configuration must not.
    console.error(error.message);
    process.exit(1);
  }
  if (lastingProcess) {
    const [{ startSweepingAbandonedPhotos }, { startReminderScheduler }] = await Promise.all([import("@/server/garden/photos"), import("@/server/notifications/scheduler")]);
    startSweepingAbandonedPhotos();
    startReminderScheduler();
  }
  // The database opens in the background a moment after start: not at once, which held up the
  // first pages (they need none; the embedded database takes the thread for a second), nor only on
  // the first signed-in request, which then waited for it.
  const { getDb } = await import("@/server/db/client");
  setTimeout(() => {
    getDb().catch((error: unknown) => console.warn("Could not open the database yet; the first request that needs it will try again:", error));
  }, DATABASE_WARM_UP_DELAY_MS).unref();
}

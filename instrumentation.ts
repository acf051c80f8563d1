/**
 * Runs once when a server instance starts: an invalid configuration stops it here, naming the
 * variable; then the photos of requests that died before saving them are swept (a minute later, and every hour).
 */
export async function register(): Promise<void> {
  // NEXT_RUNTIME is inlined by Next: the app runs on Node only, and this keeps Node code out of the edge bundle.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { env, InvalidEnvironmentError } = await import("@/server/env");
  try {
    if (env().building) return;
  } catch (error) {
    if (!(error instanceof InvalidEnvironmentError)) throw error;
    // Next only logs an error thrown here and serves on; a server with a bad configuration must not.
    console.error(error.message);
    process.exit(1);
  }
  const { startSweepingAbandonedPhotos } = await import("@/server/photos");
  startSweepingAbandonedPhotos();
}

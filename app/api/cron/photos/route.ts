import { cronRoute } from "@/server/http/cron";
import { sweepAbandonedPhotos } from "@/server/garden/photos";

/** Vercel Cron, every hour (vercel.json): removes the photos of requests that never saved them. */
export const GET = cronRoute(async () => ({ removed: await sweepAbandonedPhotos() }));

import type { PhotoSweepRun } from "@/lib/cron-types";
import { cronRoute } from "@/server/http/cron";
import { sweepAbandonedPhotos } from "@/server/garden/photos";

/** Vercel Cron, every hour (vercel.json): removes the photos of requests that never saved them. */
export const GET = cronRoute<PhotoSweepRun>(async () => ({ removed: await sweepAbandonedPhotos() }));

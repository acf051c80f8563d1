// The JSON of the scheduled jobs' routes (vercel.json's crons; server/http/cron.ts).

/** GET /api/cron/photos: how many photos of requests that never saved them were removed. */
export type PhotoSweepRun = { removed: number };

/** GET /api/cron/reminders: how many due reminders were sent. */
export type ReminderCronRun = { sent: number };

import "server-only";
import { takeRateLimit } from "@/server/rate-limit";
import { rateLimitBucket } from "@/server/rate-limit-buckets.mjs";

/** Model calls per gardener: a burst limit per minute and a daily ceiling, shared by every instance. */
export const MODEL_CALLS_PER_MINUTE = 10;
export const MODEL_CALLS_PER_DAY = 200;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Records a model call for the gardener, or refuses it with 429 when a limit is reached. */
export async function takeModelCall(userId: string, now = new Date()): Promise<void> {
  await takeRateLimit(rateLimitBucket("model", userId), [
    {
      windowMs: MINUTE,
      max: MODEL_CALLS_PER_MINUTE,
      message: "You're asking the AI gardener a lot at once. Please wait a minute and try again.",
    },
    { windowMs: DAY, max: MODEL_CALLS_PER_DAY, message: "You've reached today's limit of AI requests. Please try again tomorrow." },
  ], now);
}

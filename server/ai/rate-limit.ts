import "server-only";
import { HttpError } from "@/server/http/errors";

/** Model calls per gardener: a burst limit per minute and a daily ceiling. */
export const MODEL_CALLS_PER_MINUTE = 10;
export const MODEL_CALLS_PER_DAY = 200;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const globalForLimits = globalThis as unknown as { modelCalls?: Map<string, number[]> };
const calls = (globalForLimits.modelCalls ??= new Map<string, number[]>());

/** Records a model call for the gardener, or refuses it with 429 when a limit is reached. */
export function takeModelCall(userId: string, now = Date.now()): void {
  const recent = (calls.get(userId) ?? []).filter((time) => time > now - DAY);
  const lastMinute = recent.filter((time) => time > now - MINUTE).length;
  if (lastMinute >= MODEL_CALLS_PER_MINUTE) {
    throw new HttpError(429, "You're asking the AI gardener a lot at once. Please wait a minute and try again.");
  }
  if (recent.length >= MODEL_CALLS_PER_DAY) {
    throw new HttpError(429, "You've reached today's limit of AI requests. Please try again tomorrow.");
  }
  recent.push(now);
  calls.set(userId, recent);
}

/** Forgets all recorded calls (tests). */
export function resetModelCalls(): void {
  calls.clear();
}

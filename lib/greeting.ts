import { clockInTimeZone } from "./dates";

/** The time of day a greeting follows; the dashboard says it in the gardener's words ("Dashboard" messages). */
export type GreetingTime = "morning" | "afternoon" | "evening";

/** docs/product.md#screens: Good morning before noon, Good afternoon before 17:00, otherwise Good evening. */
export function greetingForHour(hour: number): GreetingTime {
  if (hour < 12) return "morning";
  if (hour < 17) return "afternoon";
  return "evening";
}

/** The hour (0-23) now in an IANA time zone. */
export function hourInTimeZone(date: Date, timeZone: string): number {
  return Math.floor(clockInTimeZone(timeZone, date).minutes / 60);
}

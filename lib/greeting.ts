import { clockInTimeZone } from "./dates";

/** docs/product.md#screens: Good morning before noon, Good afternoon before 17:00, otherwise Good evening. */
export function greetingForHour(hour: number): "Good morning" | "Good afternoon" | "Good evening" {
  if (hour < 12) return "Good morning";
  if (hour < 17) return "Good afternoon";
  return "Good evening";
}

/** The hour (0-23) now in an IANA time zone. */
export function hourInTimeZone(date: Date, timeZone: string): number {
  return Math.floor(clockInTimeZone(timeZone, date).minutes / 60);
}

import { env } from "@/server/env";

/** Runs once when a server instance starts: an invalid configuration stops it here, naming the variable. */
export function register(): void {
  env();
}

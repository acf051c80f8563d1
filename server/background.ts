import "server-only";
import { after } from "next/server";

/**
 * Work that need not hold up the answer (warming a place's usual weather): after the response
 * where Next.js runs one (serverless platforms keep the function alive for it), else at once,
 * un-awaited. A failure is logged, never thrown.
 */
export function inBackground(what: string, work: () => Promise<unknown>): void {
  const run = () => work().then(
    () => undefined,
    (error: unknown) => console.warn(`${what} failed`, error),
  );
  try {
    after(run);
  } catch {
    // Outside a request (a script, a test calling the server directly).
    void run();
  }
}

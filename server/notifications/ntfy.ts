import "server-only";
import { env } from "@/server/env";

const TIMEOUT_MS = 10_000;

export type NtfyMessage = { title: string; message: string; click?: string; tags?: string[] };

/** Publishes a message to the gardener's topic on the ntfy server (NTFY_URL); throws on any refusal. */
export async function publishToNtfy(topic: string, message: NtfyMessage): Promise<void> {
  const server = env().notifications.ntfyUrl;
  let response: Response;
  try {
    response = await fetch(server, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ topic, ...message }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new Error("The ntfy server could not be reached.", { cause: error });
  }
  if (!response.ok) throw new Error(`The ntfy server answered ${response.status}.`);
}

/** How long saving reminder settings waits to learn whether the ntfy server answers. */
const REACHABLE_TIMEOUT_MS = 3000;

/** Whether the ntfy server answers at all from here (any HTTP answer counts; no network, a wrong host or a timeout does not). */
export async function ntfyServerReachable(): Promise<boolean> {
  try {
    await fetch(env().notifications.ntfyUrl, { method: "HEAD", signal: AbortSignal.timeout(REACHABLE_TIMEOUT_MS) });
    return true;
  } catch {
    return false;
  }
}

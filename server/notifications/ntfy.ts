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

import "server-only";
import type { AiMode } from "@/lib/chat-types";
import { env } from "@/server/env";

export type AiConfig = {
  mode: AiMode;
  apiKey: string | null;
  baseURL: string | null;
  chatModel: string;
  visionModel: string;
  chatTimeoutMs: number;
  visionTimeoutMs: number;
};

/** A model is used when an API key or a base URL (e.g. a local Ollama) is set; otherwise the offline assistant. */
export function aiConfig(): AiConfig {
  const { ai } = env();
  return {
    mode: ai.apiKey || ai.baseUrl ? "model" : "offline",
    apiKey: ai.apiKey ?? null,
    baseURL: ai.baseUrl ?? null,
    chatModel: ai.chatModel,
    visionModel: ai.visionModel,
    chatTimeoutMs: ai.chatTimeoutMs,
    visionTimeoutMs: ai.visionTimeoutMs,
  };
}

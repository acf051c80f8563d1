import "server-only";

export type AiMode = "model" | "offline";

export const DEFAULT_CHAT_MODEL = "gpt-4o-mini";
export const DEFAULT_VISION_MODEL = "gpt-4o-mini";
/** Spec'd limits for one model call. Tests may shorten them with AI_*_TIMEOUT_MS. */
const CHAT_TIMEOUT_MS = 60_000;
const VISION_TIMEOUT_MS = 90_000;

export type AiConfig = {
  mode: AiMode;
  apiKey: string | null;
  baseURL: string | null;
  chatModel: string;
  visionModel: string;
  chatTimeoutMs: number;
  visionTimeoutMs: number;
};

function positiveNumber(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/** A model is used when an API key or a base URL (e.g. a local Ollama) is set; otherwise the offline assistant. */
export function aiConfig(): AiConfig {
  const apiKey = process.env.OPENAI_API_KEY?.trim() || null;
  const baseURL = process.env.OPENAI_BASE_URL?.trim() || null;
  return {
    mode: apiKey || baseURL ? "model" : "offline",
    apiKey,
    baseURL,
    chatModel: process.env.AI_CHAT_MODEL?.trim() || DEFAULT_CHAT_MODEL,
    visionModel: process.env.AI_VISION_MODEL?.trim() || DEFAULT_VISION_MODEL,
    chatTimeoutMs: positiveNumber(process.env.AI_CHAT_TIMEOUT_MS, CHAT_TIMEOUT_MS),
    visionTimeoutMs: positiveNumber(process.env.AI_VISION_TIMEOUT_MS, VISION_TIMEOUT_MS),
  };
}

/** How to turn the model on, for messages shown when it is off. */
export const CONFIGURE_MODEL_HINT =
  "Set OPENAI_API_KEY (and OPENAI_BASE_URL for Ollama, vLLM or another OpenAI-compatible server) and restart the app.";

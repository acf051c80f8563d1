import "server-only";
import { createOpenAI } from "@ai-sdk/openai";
import { APICallError, type LanguageModel } from "ai";
import { HttpError } from "@/server/http/errors";
import { aiConfig } from "./config";

function provider() {
  const config = aiConfig();
  // Local servers such as Ollama ignore the key, but the client insists on one.
  return createOpenAI({ apiKey: config.apiKey ?? "not-needed", baseURL: config.baseURL ?? undefined });
}

/** Chat Completions, which every OpenAI-compatible server speaks. */
export function chatModel(): LanguageModel {
  return provider().chat(aiConfig().chatModel);
}

export function visionModel(): LanguageModel {
  return provider().chat(aiConfig().visionModel);
}

function isTimeout(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === "TimeoutError" || error.name === "AbortError") return true;
  return "cause" in error && isTimeout(error.cause);
}

/** Any failure of the model becomes a clear 502; internals go to the log. */
export function modelFailure(error: unknown, what: "chat" | "vision"): HttpError {
  if (error instanceof HttpError) return error;
  console.error(`AI ${what} call failed`, error);
  if (isTimeout(error)) {
    return new HttpError(502, "The AI model took too long to answer. Please try again.");
  }
  if (APICallError.isInstance(error) && (error.statusCode === 401 || error.statusCode === 403)) {
    // The log above has the details for the operator (OPENAI_API_KEY, README "AI").
    return new HttpError(502, "The AI model refused this server's credentials. The person who runs this server needs to check its API key.");
  }
  return new HttpError(502, "The AI model could not answer right now. Please try again.");
}

import "server-only";
import { generateText, NoObjectGeneratedError, NoOutputGeneratedError, Output, type LanguageModel, type ModelMessage } from "ai";
import type { ZodType } from "zod";
import { HttpError } from "@/server/http/errors";
import { modelFailure } from "./provider";

export const UNREADABLE_ANSWER = "The AI model's answer could not be read. Please try again.";

/**
 * Asks a model for an answer that must match `schema`. An answer that does not is a
 * clear 502, as is any failure or timeout of the model.
 */
export async function structuredAnswer<T>(options: {
  model: LanguageModel;
  system: string;
  messages: ModelMessage[];
  schema: ZodType<T>;
  timeoutMs: number;
}): Promise<T> {
  try {
    const result = await generateText({
      model: options.model,
      system: options.system,
      messages: options.messages,
      output: Output.object({ schema: options.schema }),
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(options.timeoutMs),
    });
    return result.output as T;
  } catch (error) {
    if (NoObjectGeneratedError.isInstance(error) || NoOutputGeneratedError.isInstance(error)) {
      console.error("The model's answer did not match the schema", error);
      throw new HttpError(502, UNREADABLE_ANSWER);
    }
    throw modelFailure(error, "vision");
  }
}

import { createUIMessageStream, createUIMessageStreamResponse, streamText } from "ai";
import { chatMessageSchema } from "@/lib/validations/chat";
import { aiConfig } from "@/server/ai/config";
import { chatModel, modelFailure } from "@/server/ai/provider";
import { takeModelCall } from "@/server/ai/rate-limit";
import { MODEL_FAILED_RESPONSE, modelPrompt, offlineReply, saveChatMessage } from "@/server/chat";
import { parseJsonBody, withUser } from "@/server/http/handler";

/** One finished answer as a UI message stream, so the chat panel reads both modes the same way. */
function answerStream(answer: string): Response {
  const stream = createUIMessageStream({
    execute: ({ writer }) => {
      writer.write({ type: "start" });
      writer.write({ type: "text-start", id: "answer" });
      writer.write({ type: "text-delta", id: "answer", delta: answer });
      writer.write({ type: "text-end", id: "answer" });
      writer.write({ type: "finish" });
    },
  });
  return createUIMessageStreamResponse({ stream });
}

/**
 * The chat panel's endpoint: streams the answer as the model writes it (AI SDK UI message
 * stream) and stores the exchange, also when the model fails.
 */
export const POST = withUser(async ({ request, user }) => {
  const { message } = await parseJsonBody(request, chatMessageSchema);
  const config = aiConfig();
  if (config.mode === "offline") {
    const answer = await offlineReply(user, message);
    await saveChatMessage(user.id, message, answer);
    return answerStream(answer);
  }

  takeModelCall(user.id);
  const prompt = await modelPrompt(user, message);
  let saved = false;
  const save = async (response: string) => {
    if (saved) return;
    saved = true;
    await saveChatMessage(user.id, message, response);
  };
  const result = streamText({
    model: chatModel(),
    ...prompt,
    maxRetries: 0,
    abortSignal: AbortSignal.timeout(config.chatTimeoutMs),
    onFinish: async ({ text }) => save(text.trim() ? text : MODEL_FAILED_RESPONSE),
    onError: async () => save(MODEL_FAILED_RESPONSE),
  });
  return result.toUIMessageStreamResponse({ onError: (error) => modelFailure(error, "chat").message });
});

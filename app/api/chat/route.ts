import { chatMessageSchema } from "@/lib/validations/chat";
import { streamChatAnswer } from "@/server/assistant/chat";
import { parseJsonBody, withUser } from "@/server/http/handler";

/** The chat panel's endpoint: the answer streams as the model writes it (AI SDK UI message stream). */
export const POST = withUser(async ({ request, gardener }) => {
  const { message } = await parseJsonBody(request, chatMessageSchema);
  return streamChatAnswer(gardener, message);
});

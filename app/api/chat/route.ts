import { chatRequestSchema } from "@/lib/validations/chat";
import { streamApprovedChanges, streamChatAnswer } from "@/server/assistant/chat";
import { parseJsonBody, withUser } from "@/server/http/handler";

/**
 * The chat panel's endpoint (AI SDK UI message stream): `{ message }` asks, and the answer streams
 * as the model writes it; `{ approvals }` answers the changes waiting in the latest answer, which
 * then carries on (docs/architecture.md#the-ai-gardener-acts).
 */
export const POST = withUser(async ({ request, gardener }) => {
  const body = await parseJsonBody(request, chatRequestSchema);
  return "approvals" in body ? streamApprovedChanges(gardener, body.approvals) : streamChatAnswer(gardener, body.message);
});

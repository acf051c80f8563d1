import { NextResponse } from "next/server";
import type { ChatMessage } from "@/lib/chat-types";
import { chatMessageSchema } from "@/lib/validations/chat";
import { answerChatMessage } from "@/server/assistant/chat";
import { parseJsonBody, withUser } from "@/server/http/handler";

/** The JSON contract for API clients; the chat panel streams from /api/chat instead. */
export const POST = withUser(async ({ request, gardener }) => {
  const { message } = await parseJsonBody(request, chatMessageSchema);
  return NextResponse.json<ChatMessage>(await answerChatMessage(gardener, message), { status: 201 });
});

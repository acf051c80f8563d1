// The AI SDK's streaming client, loaded only when the gardener starts writing (use-gardener-chat.ts):
// with zod inside it, it would otherwise be the largest part of every page with a chat panel.
// lib/zod first: the AI SDK parses with zod, which must not probe for eval under the CSP.
import "@/lib/zod";
import { DefaultChatTransport, readUIMessageStream, type UIMessage, type UIMessageChunk } from "ai";
import type { ChatApprovals } from "@/lib/validations/assistant-tools";
import { textOf } from "./chat-messages";

/** The server keeps the history, so only the new message (or the approvals) is sent. */
const transport = new DefaultChatTransport<UIMessage>({
  api: "/api/chat",
  prepareSendMessagesRequest: ({ messages, body }) => ({ body: body && "approvals" in body ? { approvals: body.approvals } : { message: textOf(messages.at(-1)!) } }),
});

async function* read(stream: ReadableStream<UIMessageChunk>, message?: UIMessage) {
  for await (const answer of readUIMessageStream<UIMessage>({ stream, message, terminateOnError: true })) {
    yield { ...answer, parts: [...answer.parts] };
  }
}

/** Sends the gardener's question and yields the answer as it grows; a failed request or stream throws. */
export async function* streamAnswer(question: UIMessage): AsyncGenerator<UIMessage> {
  const stream = await transport.sendMessages({ trigger: "submit-message", chatId: "garden", messageId: undefined, messages: [question], abortSignal: undefined });
  yield* read(stream);
}

/** Sends the gardener's Approve or Decline on each waiting change and yields the answer as it carries on. */
export async function* streamApprovals(answer: UIMessage, approvals: ChatApprovals): AsyncGenerator<UIMessage> {
  const stream = await transport.sendMessages({
    trigger: "submit-message",
    chatId: "garden",
    messageId: answer.id,
    messages: [answer],
    abortSignal: undefined,
    body: { approvals },
  });
  yield* read(stream, answer);
}

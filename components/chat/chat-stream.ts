// The AI SDK's streaming client, loaded only when the gardener starts writing (use-gardener-chat.ts):
// with zod inside it, it would otherwise be the largest part of every page with a chat panel.
// lib/zod first: the AI SDK parses with zod, which must not probe for eval under the CSP.
import "@/lib/zod";
import { DefaultChatTransport, readUIMessageStream, type UIMessage } from "ai";
import { textOf } from "./chat-messages";

/** The server keeps the history, so only the new message is sent. */
const transport = new DefaultChatTransport<UIMessage>({
  api: "/api/chat",
  prepareSendMessagesRequest: ({ messages }) => ({ body: { message: textOf(messages.at(-1)!) } }),
});

/** Sends the gardener's question and yields the answer as it grows; a failed request or stream throws. */
export async function* streamAnswer(question: UIMessage): AsyncGenerator<UIMessage> {
  const stream = await transport.sendMessages({
    trigger: "submit-message",
    chatId: "garden",
    messageId: undefined,
    messages: [question],
    abortSignal: undefined,
  });
  for await (const answer of readUIMessageStream<UIMessage>({ stream, terminateOnError: true })) {
    yield { ...answer, parts: [...answer.parts] };
  }
}

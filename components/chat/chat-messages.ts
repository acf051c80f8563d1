import type { UIMessage } from "ai";
import type { ChatMessage } from "@/lib/chat-types";

/** Stored exchanges as the user/assistant messages the chat works with. */
export function toUIMessages(history: ChatMessage[]): UIMessage[] {
  return history.flatMap((exchange) => [
    { id: `user-${exchange.id}`, role: "user" as const, parts: [{ type: "text" as const, text: exchange.message }] },
    { id: `assistant-${exchange.id}`, role: "assistant" as const, parts: [{ type: "text" as const, text: exchange.response }] },
  ]);
}

export const textOf = (message: UIMessage) => message.parts.map((part) => (part.type === "text" ? part.text : "")).join("");

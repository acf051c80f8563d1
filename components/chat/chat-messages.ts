import type { UIMessage } from "ai";
import { CHANGE_PART, type ChangeProposal } from "@/lib/assistant-tools";
import type { ChatMessage } from "@/lib/chat-types";

/** Stored exchanges as the user/assistant messages the chat works with (an answer's tool steps included). */
export function toUIMessages(history: ChatMessage[]): UIMessage[] {
  return history.flatMap((exchange) => {
    const parts = exchange.parts ?? [];
    // An answer that failed, or one stored before answers kept their parts, shows its text.
    const text: UIMessage["parts"] = parts.some((part) => part.type === "text") || (exchange.awaitingApproval && !exchange.response) ? [] : [{ type: "text", text: exchange.response }];
    return [
      { id: `user-${exchange.id}`, role: "user" as const, parts: [{ type: "text" as const, text: exchange.message }] },
      { id: `assistant-${exchange.id}`, role: "assistant" as const, parts: [...parts, ...text] },
    ];
  });
}

export const textOf = (message: UIMessage) => message.parts.map((part) => (part.type === "text" ? part.text : "")).join("");

/** A tool part of an answer: a lookup or a change, in any state. */
export type ToolPart = Extract<UIMessage["parts"][number], { toolCallId: string }>;

export const isToolPart = (part: UIMessage["parts"][number]): part is ToolPart => part.type.startsWith("tool-") || part.type === "dynamic-tool";

export const toolNameOf = (part: ToolPart) => (part.type === "dynamic-tool" ? part.toolName : part.type.slice("tool-".length));

/** The proposal card written for a tool call (the `data-change` part with its id). */
export function proposalFor(message: UIMessage, toolCallId: string): ChangeProposal | undefined {
  const part = message.parts.find((candidate) => candidate.type === CHANGE_PART && "id" in candidate && candidate.id === toolCallId);
  return part && "data" in part ? (part.data as ChangeProposal) : undefined;
}

/** The changes in an answer still waiting for the gardener's Approve or Decline. */
export function waitingChanges(message: UIMessage): ToolPart[] {
  return message.parts.filter((part): part is ToolPart => isToolPart(part) && part.state === "approval-requested");
}

import type { UIMessage } from "ai";

/** The longest message the gardener can send. */
export const MAX_CHAT_MESSAGE_LENGTH = 4000;

/** One part of an answer as the chat shows it: text, or a tool the assistant used or proposes (AI SDK UI parts). */
export type ChatAnswerPart = UIMessage["parts"][number];

/**
 * One exchange with the assistant (docs/product.md#entities); POST /api/chat/message answers the new one (201).
 * `response` is the answer's text; `parts` adds what it looked up and the changes it proposed (null: text only),
 * and `awaitingApproval` says that some of those changes wait for the gardener's Approve or Decline.
 */
export type ChatMessage = {
  id: number;
  message: string;
  response: string;
  parts: ChatAnswerPart[] | null;
  awaitingApproval: boolean;
  createdAt: string;
};

/** GET /api/chat/messages: the gardener's latest exchanges, oldest first. */
export type ChatHistory = ChatMessage[];

/** Who answers: a configured model, or the offline assistant (which says so). */
export const AI_MODES = ["model", "offline"] as const;
export type AiMode = (typeof AI_MODES)[number];

/** Why Identify Only cannot work without a model (the button's reason, and the 503's message). */
export const NO_MODEL_FOR_IDENTIFICATION =
  "Plant identification needs an AI model, which this server does not have. Analyze Plant still works: it measures the leaf colours in your photo.";

/** GET /api/ai/status: who answers the chat and the photos on this server. */
export type AiStatus = { mode: AiMode; chatModel: string | null; visionModel: string | null };

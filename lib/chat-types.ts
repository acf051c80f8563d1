/** The longest message the gardener can send. */
export const MAX_CHAT_MESSAGE_LENGTH = 4000;

/** One exchange with the assistant (docs/product.md#entities); POST /api/chat/message answers the new one (201). */
export type ChatMessage = { id: number; message: string; response: string; createdAt: string };

/** GET /api/chat/messages: the gardener's latest exchanges, oldest first. */
export type ChatHistory = ChatMessage[];

/** Who answers: a configured model, or the offline assistant (which says so). */
export const AI_MODES = ["model", "offline"] as const;
export type AiMode = (typeof AI_MODES)[number];

/**
 * Who can turn a model on, said the same way wherever the app explains that it has none: the
 * person who runs the server (the README's "AI" section tells them how), not the gardener.
 */
export function noModelOnThisServer(forWhat?: string): string {
  return `This server has no AI model connected; the person who runs it can connect one${forWhat ? ` ${forWhat}` : ""}.`;
}

/** Why Identify Only cannot work without a model (the button's reason, and the 503's message). */
export const NO_MODEL_FOR_IDENTIFICATION =
  "Plant identification needs an AI model, which this server does not have. Analyze Plant still works: it measures the leaf colours in your photo.";

/** GET /api/ai/status: who answers the chat and the photos on this server. */
export type AiStatus = { mode: AiMode; chatModel: string | null; visionModel: string | null };

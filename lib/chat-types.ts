/** The longest message the gardener can send. */
export const MAX_CHAT_MESSAGE_LENGTH = 4000;

/** One exchange with the assistant (spec §3). */
export type ChatMessage = { id: number; message: string; response: string; createdAt: string };

/** Who answers: a configured model, or the offline assistant (which says so). */
export const AI_MODES = ["model", "offline"] as const;
export type AiMode = (typeof AI_MODES)[number];

export type AiStatus = { mode: AiMode; chatModel: string | null; visionModel: string | null };

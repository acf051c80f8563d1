/** One exchange with the assistant (spec §3). */
export type ChatMessage = { id: number; message: string; response: string; createdAt: string };

export type AiStatus = { mode: "model" | "offline"; chatModel: string | null; visionModel: string | null };

import "server-only";
import type { AiStatus } from "@/lib/chat-types";
import { aiConfig } from "./config";

/** Which assistant answers: a configured model or the offline one. */
export function aiStatus(): AiStatus {
  const config = aiConfig();
  return config.mode === "model"
    ? { mode: "model", chatModel: config.chatModel, visionModel: config.visionModel }
    : { mode: "offline", chatModel: null, visionModel: null };
}

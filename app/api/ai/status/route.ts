import { NextResponse } from "next/server";
import type { AiStatus } from "@/lib/chat-types";
import { aiConfig } from "@/server/ai/config";
import { withUser } from "@/server/http/handler";

/** Which assistant answers: a configured model or the offline one. */
export const GET = withUser(async () => {
  const config = aiConfig();
  const status: AiStatus =
    config.mode === "model"
      ? { mode: "model", chatModel: config.chatModel, visionModel: config.visionModel }
      : { mode: "offline", chatModel: null, visionModel: null };
  return NextResponse.json(status);
});

import { NextResponse } from "next/server";
import type { AiStatus } from "@/lib/chat-types";
import { aiStatus } from "@/server/ai/status";
import { withUser } from "@/server/http/handler";

export const GET = withUser(async () => NextResponse.json<AiStatus>(aiStatus()));

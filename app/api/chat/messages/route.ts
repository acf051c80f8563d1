import { NextResponse } from "next/server";
import type { ChatHistory } from "@/lib/chat-types";
import { listChatMessages } from "@/server/assistant/chat";
import { withUser } from "@/server/http/handler";

export const GET = withUser(async ({ user }) => NextResponse.json<ChatHistory>(await listChatMessages(user.id)));

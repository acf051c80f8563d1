import { NextResponse } from "next/server";
import { listChatMessages } from "@/server/assistant/chat";
import { withUser } from "@/server/http/handler";

export const GET = withUser(async ({ user }) => NextResponse.json(await listChatMessages(user.id)));

import { NextResponse } from "next/server";
import { toNextJsHandler } from "better-auth/next-js";
import { getLocalAuth } from "@/server/auth/local";
import { authProviderName } from "@/server/auth/provider";

async function handle(request: Request): Promise<Response> {
  if (authProviderName() !== "local") {
    return NextResponse.json({ error: "Local accounts are turned off: this install signs in with Clerk." }, { status: 404 });
  }
  const handlers = toNextJsHandler(await getLocalAuth());
  return request.method === "GET" ? handlers.GET(request) : handlers.POST(request);
}

export const GET = handle;
export const POST = handle;

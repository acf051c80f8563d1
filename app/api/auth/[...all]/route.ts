import { NextResponse } from "next/server";
import { answerAuthRequest, answeredAuthPath } from "@/server/auth/local";
import { authProviderName } from "@/server/auth/provider";
import { errorResponse, personal } from "@/server/http/handler";

async function handle(request: Request): Promise<Response> {
  if (authProviderName() !== "local") {
    return NextResponse.json({ error: "Local accounts are turned off: this install signs in with Clerk." }, { status: 404 });
  }
  if (!answeredAuthPath(request)) return personal(NextResponse.json({ error: "Not found." }, { status: 404 }));
  try {
    return personal(await answerAuthRequest(request));
  } catch (error) {
    return personal(errorResponse(error));
  }
}

export const GET = handle;
export const POST = handle;

import { NextResponse } from "next/server";
import { authConfig } from "@/server/auth/provider";

// Public on purpose: the client reads it before anyone is signed in.
export function GET() {
  const config = authConfig();
  // An invalid key is not handed out: the client shows a configuration error instead.
  const publishableKey = config.provider === "clerk" && config.valid ? config.publishableKey : "";
  return NextResponse.json(
    { provider: config.provider, publishableKey },
    { headers: { "Cache-Control": "no-store" } },
  );
}

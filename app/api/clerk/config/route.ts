import { NextResponse } from "next/server";
import type { ClerkConfig } from "@/lib/auth-provider";
import { authConfig } from "@/server/auth/provider";

// Public on purpose: the client reads it before anyone is signed in.
export function GET() {
  const config = authConfig();
  // An invalid key is not handed out: the client shows a configuration error instead.
  const publishableKey = config.provider === "clerk" && config.valid ? config.publishableKey : "";
  return NextResponse.json<ClerkConfig>(
    { provider: config.provider, publishableKey },
    { headers: { "Cache-Control": "no-store" } },
  );
}

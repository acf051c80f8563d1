import { NextResponse } from "next/server";
import { authConfig } from "@/server/auth/provider";

// Public on purpose: the client reads it before anyone is signed in.
export function GET() {
  const config = authConfig();
  return NextResponse.json(
    { provider: config.provider, publishableKey: config.publishableKey },
    { headers: { "Cache-Control": "no-store" } },
  );
}

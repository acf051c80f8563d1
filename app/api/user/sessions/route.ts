import { NextResponse } from "next/server";
import type { SignedInSessions } from "@/lib/account-types";
import { withUser } from "@/server/http/handler";
import { listSignedInSessions, requireOwnSessions } from "@/server/auth/sessions";

/** The gardener's signed-in sessions, this one first (local accounts). */
export const GET = withUser(async ({ request, user, via }) => {
  requireOwnSessions(via);
  return NextResponse.json<SignedInSessions>({ sessions: await listSignedInSessions(user.id, request.headers) });
});

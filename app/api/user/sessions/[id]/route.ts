import { parseSessionId } from "@/lib/validations/account";
import { notFound } from "@/server/http/errors";
import { withUser } from "@/server/http/handler";
import { requireOwnSessions, revokeSignedInSession, SESSION_NOT_FOUND } from "@/server/auth/sessions";

/** Signs one of the gardener's sessions out; its next request is signed out. */
export const DELETE = withUser<{ id: string }>(async ({ user, via, params }) => {
  requireOwnSessions(via);
  const sessionId = parseSessionId(params.id);
  if (!sessionId) throw notFound(SESSION_NOT_FOUND);
  await revokeSignedInSession(user.id, sessionId);
  return new Response(null, { status: 204 });
});

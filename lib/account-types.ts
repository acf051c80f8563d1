// The JSON of the account routes (issue 16): signed-in sessions, and what deleting the account does.

/** An account without a password is deleted only from a session signed in this recently. */
export const FRESH_SIGN_IN_MINUTES = 10;

/** One of GET /api/user/sessions's `sessions`: a signed-in browser or app. Never its token. */
export type SignedInSessionJson = {
  id: string;
  /** "Chrome on macOS", from the User-Agent it signed in with (lib/user-agent.ts). */
  device: string;
  ipAddress: string | null;
  /** When it signed in. */
  createdAt: string;
  /** When the session was last extended: accurate to a day (a session is extended at most daily). */
  lastActiveAt: string;
  /** The session of the request that asked. */
  current: boolean;
};

/** GET /api/user/sessions: the gardener's signed-in sessions, this one first. */
export type SignedInSessions = { sessions: SignedInSessionJson[] };

/** What deleting the account does to each of the gardener's gardens, for the confirm step. */
export type AccountDeletionPreview = {
  /** Owned with no other member: deleted with everything in them. */
  deleted: { id: number; name: string; plants: number }[];
  /** Owned and shared: passed to their longest-standing other member. */
  handedOver: { id: number; name: string; to: string }[];
  /** Gardens they are a member of: they leave them. */
  left: { id: number; name: string }[];
  /** Sign-in is local (with a password) or Clerk's (only this app's data is deleted). */
  provider: "local" | "clerk";
  /** Whether the account has a password to confirm with; otherwise a recent sign-in is asked for. */
  hasPassword: boolean;
};

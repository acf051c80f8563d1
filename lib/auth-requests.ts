// The browser's calls to better-auth's endpoints (local accounts): a JSON POST each, which is all
// its browser client would do here, without shipping that client to the sign-in pages.
import type { Credentials, SignUpDetails } from "./auth-checks";

export type AuthFailure = { status: number; code?: string; message?: string };

async function post(path: string, body: object, headers: Record<string, string> = {}): Promise<{ error: AuthFailure | null; answer?: unknown }> {
  let response: Response;
  try {
    response = await fetch(`/api/auth${path}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  } catch {
    return { error: { status: 0 } };
  }
  if (response.ok) return { error: null, answer: await response.json().catch(() => null) };
  const answer = (await response.json().catch(() => ({}))) as { code?: unknown; message?: unknown };
  return {
    error: {
      status: response.status,
      code: typeof answer.code === "string" ? answer.code : undefined,
      message: typeof answer.message === "string" ? answer.message : undefined,
    },
  };
}

/** A sign-in; before an account's address is confirmed it is refused (EMAIL_NOT_VERIFIED) and the link is emailed again, back to `next`. */
export const signIn = (credentials: Credentials, next: string) => post("/sign-in/email", withNext(credentials, next));
/** better-auth's callbackURL: where an emailed sign-up link brings the gardener back to (an invitation; else the place step). */
const withNext = (body: object, next: string) => (next === "/" ? body : { ...body, callbackURL: next });

/**
 * A sign-up, and whether it is signed in: where the server confirms addresses it answers every
 * sign-up alike with no session (`token: null`), and the gardener finishes from the emailed link,
 * which brings them back to `next`.
 */
export async function signUp(details: SignUpDetails, next: string, language?: string): Promise<{ error: AuthFailure | null; checkEmail: boolean }> {
  const { error, answer } = await post("/sign-up/email", withNext(details, next), language ? { "accept-language": askingFirst(language) } : {});
  return { error, checkEmail: !error && (answer as { token?: unknown } | null)?.token === null };
}
/**
 * The browser's languages with one put first: the server takes a new account's language and units
 * from the sign-up's Accept-Language (server/garden/gardens.ts), and a sign-up on /de is German.
 */
function askingFirst(language: string): string {
  const others = navigator.languages.filter((tag) => tag.split("-")[0]!.toLowerCase() !== language);
  return [language, ...others].map((tag, index) => (index === 0 ? tag : `${tag};q=${Math.max(0.1, 0.9 - index * 0.1).toFixed(1)}`)).join(", ");
}

export const signOut = () => post("/sign-out", {});

// Passwords (issue 16): better-auth's endpoints, with this app's policy checked before them.
export const changePassword = (details: { currentPassword: string; newPassword: string; revokeOtherSessions: boolean }) => post("/change-password", details);
export const requestPasswordReset = (email: string) => post("/request-password-reset", { email });
export const resetPassword = (token: string, newPassword: string) => post("/reset-password", { token, newPassword });

// The browser's calls to better-auth's endpoints (local accounts): a JSON POST each, which is all
// its browser client would do here, without shipping that client to the sign-in pages.
import type { Credentials, SignUpDetails } from "./auth-messages";

export type AuthFailure = { status: number; code?: string; message?: string };

async function post(path: string, body: object): Promise<{ error: AuthFailure | null }> {
  let response: Response;
  try {
    response = await fetch(`/api/auth${path}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { error: { status: 0 } };
  }
  if (response.ok) return { error: null };
  const answer = (await response.json().catch(() => ({}))) as { code?: unknown; message?: unknown };
  return {
    error: {
      status: response.status,
      code: typeof answer.code === "string" ? answer.code : undefined,
      message: typeof answer.message === "string" ? answer.message : undefined,
    },
  };
}

export const signIn = (credentials: Credentials) => post("/sign-in/email", credentials);
export const signUp = (details: SignUpDetails) => post("/sign-up/email", details);
export const signOut = () => post("/sign-out", {});

// Passwords (issue 16): better-auth's endpoints, with this app's policy checked before them.
export const changePassword = (details: { currentPassword: string; newPassword: string; revokeOtherSessions: boolean }) => post("/change-password", details);
export const requestPasswordReset = (email: string) => post("/request-password-reset", { email });
export const resetPassword = (token: string, newPassword: string) => post("/reset-password", { token, newPassword });

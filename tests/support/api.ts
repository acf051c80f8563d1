// Helpers for calling route handlers directly, as Next would, in integration tests.
import { randomUUID } from "node:crypto";
import { createEmailVerificationToken } from "better-auth/api";
import { GET as authGet, POST as authPost } from "@/app/api/auth/[...all]/route";
import { authSecret } from "@/server/auth/secret";
import { settleActiveGarden } from "@/server/garden/gardens";

export const BASE_URL = "http://localhost:3000";

type Handler<P> = (request: Request, context: { params: Promise<P> }) => Response | Promise<Response>;

/** A signed-up gardener, with the garden they start with (the one their requests act on). */
export type TestUser = { id: string; email: string; name: string; token: string; gardenId: number };

export function jsonRequest(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Request {
  const headers = new Headers();
  if (init.body !== undefined) headers.set("content-type", "application/json");
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  return new Request(`${BASE_URL}${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers,
    body: init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body),
  });
}

export async function call<P = Record<string, string>>(
  handler: Handler<P>,
  request: Request,
  params: P = {} as P,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on arbitrary JSON
): Promise<{ status: number; body: any; response: Response }> {
  const response = await handler(request, { params: Promise.resolve(params) });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  return { status: response.status, body, response };
}

/** Registers a fresh local account through better-auth and returns its bearer token. */
export async function signUp(name = "Test Gardener"): Promise<TestUser> {
  const email = `gardener-${randomUUID()}@example.com`;
  const response = await authPost(
    jsonRequest("/api/auth/sign-up/email", { body: { name, email, password: "correct-horse-42" } }),
  );
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { token: string | null; user: { id: string } };
  // Where the server confirms addresses (email and a public URL set), the account is signed in by its emailed link.
  const token = body.token === null ? await followSignUpLink(email) : response.headers.get("set-auth-token");
  if (!token) throw new Error("sign-up returned no bearer token");
  const { id: gardenId } = await settleActiveGarden(body.user.id);
  return { id: body.user.id, email, name, token, gardenId };
}

/**
 * The bearer token of the session that following a sign-up's emailed link starts: the link's
 * token as better-auth makes it (tests/integration/sign-up-confirmation.test.ts takes it from the email itself).
 */
async function followSignUpLink(email: string): Promise<string | null> {
  const token = await createEmailVerificationToken(authSecret(), email, undefined, 60 * 60);
  const response = await authGet(new Request(`${BASE_URL}/api/auth/verify-email?token=${token}`));
  await response.body?.cancel();
  if (response.status !== 200) throw new Error(`the sign-up link failed: ${response.status}`);
  return response.headers.get("set-auth-token");
}

// Sign-up that does not tell anyone who has an account (issue 39, item 15): where the server can
// email links, a new address and a taken one get the same answer, the new one a link that signs
// it in, the taken one's owner a notice. Mail goes through the SMTP stand-in.
import { SignJWT } from "jose";
import { simpleParser } from "mailparser";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as authGet, POST as authPost } from "@/app/api/auth/[...all]/route";
import { GET as getUser } from "@/app/api/user/route";
import { startFakeSmtp, type FakeSmtp } from "@/scripts/fake-smtp.mjs";
import { resetLocalAuth } from "@/server/auth/local";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { BASE_URL, call, jsonRequest, signUp } from "../support/api";

let smtp: FakeSmtp;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_FROM = "Garden Assistant <accounts@garden.test>";
  resetLocalAuth();
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.MAIL_FROM;
  resetLocalAuth();
  await smtp.close();
});

const PASSWORD = "runner-beans-on-poles";
const freshEmail = () => `newcomer-${crypto.randomUUID()}@example.com`;

async function signUpRequest(body: Record<string, unknown>) {
  const response = await authPost(jsonRequest("/api/auth/sign-up/email", { body }));
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, cookies: response.headers.getSetCookie(), bearer: response.headers.get("set-auth-token") };
}

async function signInRequest(email: string, password: string) {
  const response = await authPost(jsonRequest("/api/auth/sign-in/email", { body: { email, password } }));
  return { status: response.status, body: (await response.json()) as { code?: string } };
}

async function mailsTo(email: string, count = 1) {
  const mine = () => smtp.messages.filter((message) => message.to.includes(email));
  for (let waited = 0; waited < 5000 && mine().length < count; waited += 25) await new Promise((resolve) => setTimeout(resolve, 25));
  return Promise.all(mine().map((message) => simpleParser(message.raw)));
}

/** The shape of an answer: its keys, and its user's keys, each sorted (values differ: an id, a name). */
const shapeOf = (body: Record<string, unknown>) => ({ keys: Object.keys(body).sort(), user: Object.keys(body.user as object).sort(), token: body.token });

/** better-auth's verify-email, as the confirmation page's button sends it. */
async function follow(token: string, callbackURL = "/confirm-sign-up?done=1") {
  const response = await authGet(new Request(`${BASE_URL}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(callbackURL)}`));
  await response.body?.cancel();
  return { status: response.status, location: response.headers.get("location"), bearer: response.headers.get("set-auth-token") };
}

const linkIn = (text: string | undefined) => new URL(/Finish signing up: (\S+)/.exec(text ?? "")![1]!);

describe("sign-up where the server confirms addresses", () => {
  it("answers a new address and a taken one alike, with no session, and emails each what it needs", async () => {
    const owner = await signUp("Olive Owner");
    const newcomer = freshEmail();
    const fresh = await signUpRequest({ name: "Nina New", email: newcomer, password: PASSWORD });
    const taken = await signUpRequest({ name: "Mallory Probe", email: owner.email, password: PASSWORD });

    for (const answer of [fresh, taken]) {
      expect(answer.status).toBe(200);
      expect(answer.bearer).toBeNull();
      expect(answer.cookies.filter((cookie) => cookie.includes("session_token"))).toEqual([]);
      expect((answer.body.user as { emailVerified: boolean }).emailVerified).toBe(false);
    }
    expect(shapeOf(taken.body)).toEqual(shapeOf(fresh.body));
    expect(shapeOf(fresh.body).token).toBeNull();

    const [invitation] = await mailsTo(newcomer);
    expect(invitation!.subject).toBe("Finish signing up for Garden Assistant");
    const link = linkIn(invitation!.text);
    expect(`${link.origin}${link.pathname}`).toBe(`${BASE_URL}/confirm-sign-up`);
    expect(invitation!.html).toContain("Finish Signing Up");

    // The owner's own sign-up link came first (the helper followed a link it made itself).
    const notice = (await mailsTo(owner.email, 2))[1];
    expect(notice!.subject).toBe("Someone tried to sign up for Garden Assistant with your address");
    expect(notice!.text).toContain("You already have one, so no new account was made.");
    expect(notice!.text).toContain(`${BASE_URL}/forgot-password`);
    expect(notice!.text).not.toContain("token=");
    // The owner's account is as it was: the prober's password does not open it.
    expect((await signInRequest(owner.email, PASSWORD)).status).toBe(401);
    expect((await signInRequest(owner.email, "correct-horse-42")).status).toBe(200);
  });

  it("signs the newcomer in only from the link: a sign-in before it is refused and sends the link again", async () => {
    const email = freshEmail();
    expect((await signUpRequest({ name: "Lena Link", email, password: PASSWORD })).status).toBe(200);
    const [first] = await mailsTo(email);

    const early = await signInRequest(email, PASSWORD);
    expect(early.status).toBe(403);
    expect(early.body.code).toBe("EMAIL_NOT_VERIFIED");
    const mails = await mailsTo(email, 2);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe("Finish signing up for Garden Assistant");

    const followed = await follow(linkIn(first!.text).searchParams.get("token")!);
    expect(followed.status).toBe(302);
    expect(followed.location).toBe("/confirm-sign-up?done=1");
    expect(followed.bearer).toBeTruthy();
    expect((await call(getUser, jsonRequest("/api/user", { token: followed.bearer! }))).status).toBe(200);
    const [row] = await (await getDb()).select({ verified: users.emailVerified }).from(users).where(eq(users.email, email));
    expect(row?.verified).toBe(true);

    // A link that has done its work signs nobody in again; the password now does.
    const again = await follow(linkIn(mails[1]!.text).searchParams.get("token")!);
    expect(again.location).toBe("/confirm-sign-up?done=1");
    expect(again.bearer).toBeNull();
    expect((await signInRequest(email, PASSWORD)).status).toBe(200);
  });

  it("sends a forged or expired link back to the confirmation page with the reason, signed out", async () => {
    const email = freshEmail();
    await signUpRequest({ name: "Fay Forged", email, password: PASSWORD });
    const forged = await new SignJWT({ email }).setProtectedHeader({ alg: "HS256" }).setIssuedAt().setExpirationTime("1h").sign(new TextEncoder().encode("not-this-servers-secret-at-all-000000"));
    const refused = await follow(forged);
    expect(refused.location).toBe("/confirm-sign-up?done=1&error=INVALID_TOKEN");
    expect(refused.bearer).toBeNull();
    const [row] = await (await getDb()).select({ verified: users.emailVerified }).from(users).where(eq(users.email, email));
    expect(row?.verified).toBe(false);
  });

  it("carries an invitation through the link, and nothing else", async () => {
    const invited = freshEmail();
    await signUpRequest({ name: "Ivo Invited", email: invited, password: PASSWORD, callbackURL: "/invite/abcDEF123" });
    const [mail] = await mailsTo(invited);
    expect(linkIn(mail!.text).searchParams.get("next")).toBe("/invite/abcDEF123");

    const elsewhere = freshEmail();
    await signUpRequest({ name: "Eve Elsewhere", email: elsewhere, password: PASSWORD, callbackURL: "/settings/../../evil" });
    const [other] = await mailsTo(elsewhere);
    expect(linkIn(other!.text).searchParams.has("next")).toBe(false);
  });

  it("emails one address at most 5 times an hour, while every answer stays the same", async () => {
    const owner = await signUp("Patty Probed");
    for (let attempt = 0; attempt < 7; attempt += 1) {
      expect((await signUpRequest({ name: "Mallory Probe", email: owner.email, password: PASSWORD })).status).toBe(200);
    }
    await mailsTo(owner.email, 5);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Five in all, the owner's own sign-up link among them.
    expect(smtp.messages.filter((message) => message.to.includes(owner.email))).toHaveLength(5);
  });
});

describe("sign-up where the server cannot email links", () => {
  it("signs the gardener in at once, and says so when the address has an account (there is no other way to tell them)", async () => {
    delete process.env.SMTP_URL;
    resetLocalAuth();
    try {
      const email = freshEmail();
      const first = await signUpRequest({ name: "Sol Solo", email, password: PASSWORD });
      expect(first.status).toBe(200);
      expect(first.bearer).toBeTruthy();
      const second = await signUpRequest({ name: "Sol Again", email, password: PASSWORD });
      expect(second.status).toBe(422);
    } finally {
      process.env.SMTP_URL = smtp.url;
      resetLocalAuth();
    }
  });
});

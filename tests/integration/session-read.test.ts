// A browser's requests carry the signed session cookie (an API client's, its value as a bearer
// token): the app reads the session, its user and their profile in one statement, and leaves
// expiry and the daily extension to better-auth.
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as getUser, PATCH as patchUser } from "@/app/api/user/route";
import { GET as listWithWatering } from "@/app/api/user-plants/with-watering/route";
import { getSignedIn } from "@/server/auth";
import { getLocalAuth, resetLocalAuth } from "@/server/auth/local";
import { readLocalSession } from "@/server/auth/local-session";
import { POST as authPost } from "@/app/api/auth/[...all]/route";
import { closeDb, getDb, queryCounter } from "@/server/db/client";
import { sessions } from "@/server/db/schema";
import { BASE_URL, call, jsonRequest, signUp } from "../support/api";

const DAY_MS = 24 * 60 * 60 * 1000;

function withCookie(path: string, cookieValue: string) {
  return new Request(`${BASE_URL}${path}`, { headers: { cookie: `theme=x; better-auth.session_token=${encodeURIComponent(cookieValue)}` } });
}

async function signed(token: string): Promise<string> {
  const { secret } = await (await getLocalAuth()).$context;
  return `${token}.${createHmac("sha256", secret).update(token).digest("base64")}`;
}

async function sessionOf(signedValue: string) {
  const db = await getDb();
  const [row] = await db.select().from(sessions).where(eq(sessions.token, signedValue.split(".")[0]!));
  return row;
}

describe("the session cookie", () => {
  // server/auth/local-session.ts reads better-auth's signed cookie itself, to keep a read to one
  // statement: an upgrade of better-auth that changes the cookie's name or format fails here,
  // rather than signing every gardener out.
  it("is read by our one statement exactly as better-auth itself reads the cookie it sets at sign-in", async () => {
    const gardener = await signUp("Format Check");
    const signIn = await authPost(jsonRequest("/api/auth/sign-in/email", { body: { email: gardener.email, password: "correct-horse-42" } }));
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0]!)
      .join("; ");
    expect(cookie).toMatch(/session_token=/);
    const headers = new Headers({ cookie });

    const theirs = await (await getLocalAuth()).api.getSession({ headers });
    const ours = await readLocalSession(headers);
    expect(theirs?.user.id).toBe(gardener.id);
    expect(ours?.user).toEqual({ id: theirs!.user.id, email: theirs!.user.email, name: theirs!.user.name, firstName: "Format" });
    // The same session: ours found the row better-auth's token names.
    const row = await sessionOf(decodeURIComponent(cookie.match(/session_token=([^;]+)/)![1]!));
    expect(row?.id).toBe(theirs!.session.id);
  });

  it("signs the gardener in with their profile in the same statement: with-watering in 2, writing nothing", async () => {
    const gardener = await signUp("Cookie Reader");
    expect((await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { timezone: "Pacific/Auckland" }, token: gardener.token }))).status).toBe(200);

    const user = await call(getUser, withCookie("/api/user", gardener.token));
    expect(user.status).toBe(200);
    expect(user.body.user).toMatchObject({ id: gardener.id, email: gardener.email, name: "Cookie Reader", timezone: "Pacific/Auckland" });

    // The garden's plan is made by its first read after the change (docs/watering.md); after that, reads only read.
    expect((await call(listWithWatering, withCookie("/api/user-plants/with-watering", gardener.token))).status).toBe(200);
    const before = { ...queryCounter };
    const plants = await call(listWithWatering, withCookie("/api/user-plants/with-watering", gardener.token));
    expect(plants.status).toBe(200);
    expect(queryCounter.count - before.count).toBe(2);
    expect(queryCounter.writes - before.writes).toBe(0);

    const beforeBearer = queryCounter.count;
    expect((await call(listWithWatering, jsonRequest("/api/user-plants/with-watering", { token: gardener.token }))).status).toBe(200);
    expect(queryCounter.count - beforeBearer).toBe(2);
  });

  it("answers a gardener who never saved settings with the defaults", async () => {
    const gardener = await signUp();
    const user = await call(getUser, withCookie("/api/user", gardener.token));
    expect(user.status).toBe(200);
    expect(user.body.user).toMatchObject({ id: gardener.id, timezone: "UTC", plan: "free", location: null });
  });

  it("refuses a cookie whose signature does not match, or that names no session (401)", async () => {
    const gardener = await signUp();
    const [token, signature] = gardener.token.split(".") as [string, string];
    const forged = `${token}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
    expect((await call(getUser, withCookie("/api/user", forged))).status).toBe(401);
    expect((await call(getUser, withCookie("/api/user", token))).status).toBe(401);
    expect((await call(getUser, withCookie("/api/user", await signed("no-such-session-token")))).status).toBe(401);
  });

  it("signs nobody in with an expired session, which is deleted", async () => {
    const gardener = await signUp();
    const db = await getDb();
    await db.update(sessions).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(sessions.userId, gardener.id));
    expect((await call(getUser, withCookie("/api/user", gardener.token))).status).toBe(401);
    expect(await sessionOf(gardener.token)).toBeUndefined();
  });

  it("extends a session more than a day old by 30 days", async () => {
    const gardener = await signUp();
    const db = await getDb();
    await db.update(sessions).set({ expiresAt: new Date(Date.now() + 28 * DAY_MS) }).where(eq(sessions.userId, gardener.id));
    expect((await call(getUser, withCookie("/api/user", gardener.token))).status).toBe(200);
    const session = await sessionOf(gardener.token);
    expect(session!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29.9 * DAY_MS);
  });
});

describe("a visitor with no credentials", () => {
  it("is signed out without the database being opened (the first pages after start need none)", async () => {
    await closeDb();
    resetLocalAuth();
    const before = { ...queryCounter };
    expect(await getSignedIn(new Headers({ accept: "text/html" }))).toBeNull();
    expect(queryCounter.count).toBe(before.count);
    // A request with a cookie is read as before: opening the database seeds the catalogue.
    expect(await getSignedIn(new Headers({ cookie: "theme=x" }))).toBeNull();
    expect(queryCounter.count).toBeGreaterThan(before.count);
  });
});

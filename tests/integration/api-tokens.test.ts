// Issue 16, item 6: personal API tokens. Made and revoked with the gardener's session, shown
// once, kept as a SHA-256; `Authorization: Bearer gat_...` then works on the REST API, except
// on token management. A revoked token is refused at the next request.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { exportSPKI, generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as calendarLink } from "@/app/api/calendar/route";
import { POST as regenerateCalendar } from "@/app/api/calendar/regenerate/route";
import { DELETE as revokeInvite } from "@/app/api/gardens/[id]/invites/[inviteId]/route";
import { GET as listInvites, POST as invite } from "@/app/api/gardens/[id]/invites/route";
import { DELETE as removeMember, PATCH as changeMember } from "@/app/api/gardens/[id]/members/[userId]/route";
import { DELETE as deleteGarden, PATCH as renameGarden } from "@/app/api/gardens/[id]/route";
import { POST as accept } from "@/app/api/invites/[token]/accept/route";
import { DELETE as unsubscribePush, POST as subscribePush } from "@/app/api/notifications/push-subscriptions/route";
import { GET as getNotifications, PATCH as patchNotifications } from "@/app/api/notifications/route";
import { POST as testNotifications } from "@/app/api/notifications/test/route";
import { DELETE as revokeToken } from "@/app/api/tokens/[id]/route";
import { GET as listTokens, POST as createToken } from "@/app/api/tokens/route";
import { GET as getCatalogue } from "@/app/api/plants/route";
import { POST as completeTask } from "@/app/api/tasks/[id]/complete/route";
import { POST as createTask } from "@/app/api/tasks/route";
import { GET as tasksToday } from "@/app/api/tasks/today/route";
import { POST as addPlant } from "@/app/api/user-plants/route";
import { GET as withWatering } from "@/app/api/user-plants/with-watering/route";
import { GET as getUser } from "@/app/api/user/route";
import { POST as recordWatering } from "@/app/api/watering/record/route";
import { todayInTimeZone } from "@/lib/dates";
import { MAX_API_TOKENS } from "@/lib/api-tokens";
import { getDb, queryCounter } from "@/server/db/client";
import { apiTokens, gardenInvites, gardenMembers, gardens, users } from "@/server/db/schema";
import { BASE_URL, call, jsonRequest, signUp, type TestUser } from "../support/api";

const HOUR_MS = 60 * 60 * 1000;
const TOKEN_FORMAT = /^gat_[A-Za-z0-9_-]{43}$/;
const SESSION_ONLY = "API tokens can't manage API tokens or delete the account. Sign in to the app to do this.";

/** Makes a token with the gardener's session; answers the POST's body. */
async function newToken(gardener: TestUser, name = "Home Assistant"): Promise<{ id: number; name: string; token: string; createdAt: string }> {
  const created = await call(createToken, jsonRequest("/api/tokens", { body: { name }, token: gardener.token }));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

const list = (credential: string) => call(listTokens, jsonRequest("/api/tokens", { token: credential }));
const revoke = (credential: string, id: number | string) => call(revokeToken, jsonRequest(`/api/tokens/${id}`, { method: "DELETE", token: credential }), { id: String(id) });

async function storedToken(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(apiTokens).where(eq(apiTokens.id, id));
  return row;
}

async function plantOf(gardener: TestUser): Promise<number> {
  const catalogue = (await call(getCatalogue, jsonRequest("/api/plants", { token: gardener.token }))).body as { id: number; commonName: string }[];
  const added = await call(addPlant, jsonRequest("/api/user-plants", { body: { plantId: catalogue.find((plant) => plant.commonName === "Basil")!.id }, token: gardener.token }));
  expect(added.status).toBe(201);
  return added.body.id;
}

describe("making and listing tokens", () => {
  it("makes a token (201) shown once, keeps only its SHA-256 and lists it without the token, newest first", async () => {
    const gardener = await signUp();
    const first = await newToken(gardener, "  Home Assistant  ");
    expect(first).toEqual({ id: expect.any(Number), name: "Home Assistant", token: expect.stringMatching(TOKEN_FORMAT), createdAt: expect.any(String) });
    expect(Date.parse(first.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    const stored = await storedToken(first.id);
    expect(stored!.tokenHash).toBe(createHash("sha256").update(first.token).digest("hex"));
    expect(Object.values(stored!)).not.toContain(first.token);

    const second = await newToken(gardener, "Backup script");
    expect(second.token).not.toBe(first.token);
    const listed = await list(gardener.token);
    expect(listed.status).toBe(200);
    expect(listed.response.headers.get("cache-control")).toBe("private, no-store");
    expect(listed.body).toEqual({
      tokens: [
        { id: second.id, name: "Backup script", createdAt: second.createdAt, lastUsedAt: null },
        { id: first.id, name: "Home Assistant", createdAt: first.createdAt, lastUsedAt: null },
      ],
    });
    expect(JSON.stringify(listed.body)).not.toContain("gat_");

    // Another gardener's list is their own.
    expect((await list((await signUp()).token)).body).toEqual({ tokens: [] });
  });

  it("refuses a bad name with 400 and says why", async () => {
    const gardener = await signUp();
    const cases: [unknown, string][] = [
      [{}, "Give the token a name, like Home Assistant."],
      [{ name: "" }, "Give the token a name, like Home Assistant."],
      [{ name: "   " }, "Give the token a name, like Home Assistant."],
      [{ name: 42 }, "Give the token a name, like Home Assistant."],
      [{ name: null }, "Give the token a name, like Home Assistant."],
      [{ name: "x".repeat(61) }, "Keep the name to 60 characters."],
      [{ name: "Home\nAssistant" }, "The name can't contain control characters or line breaks."],
      [{ name: "Bell\u0007" }, "The name can't contain control characters or line breaks."],
      [{ name: "Home\u0000" }, "The name can't contain control characters or line breaks."],
    ];
    for (const [body, message] of cases) {
      const response = await call(createToken, jsonRequest("/api/tokens", { body, token: gardener.token }));
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error, JSON.stringify(body)).toBe(message);
    }
    const unknownField = await call(createToken, jsonRequest("/api/tokens", { body: { name: "HA", scope: "admin" }, token: gardener.token }));
    expect(unknownField.status).toBe(400);
    const notJson = await call(createToken, jsonRequest("/api/tokens", { body: "{", token: gardener.token }));
    expect(notJson.status).toBe(400);
    // 60 characters is fine.
    expect((await newToken(gardener, "x".repeat(60))).name).toHaveLength(60);
    expect((await list(gardener.token)).body.tokens).toHaveLength(1);
  });

  it(`holds at most ${MAX_API_TOKENS} tokens per gardener, even when asked for more at once`, async () => {
    const gardener = await signUp();
    const answers = await Promise.all(
      Array.from({ length: MAX_API_TOKENS + 3 }, (_, index) => call(createToken, jsonRequest("/api/tokens", { body: { name: `Tool ${index}` }, token: gardener.token }))),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(MAX_API_TOKENS);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => answer.status)).toEqual([400, 400, 400]);
    expect(refused[0]!.body.error).toBe(`You already have ${MAX_API_TOKENS} API tokens, the most you can have. Revoke one you no longer use, then make a new one.`);
    expect((await list(gardener.token)).body.tokens).toHaveLength(MAX_API_TOKENS);

    // Revoking one makes room; another gardener has their own allowance.
    expect((await revoke(gardener.token, answers[0]!.body.id)).status).toBe(204);
    await newToken(gardener, "One more");
    await newToken(await signUp(), "Someone else's");
  });
});

describe("a token at work", () => {
  it("signs the gardener in on GET /api/user, today's tasks, recording a watering and completing a task", async () => {
    const gardener = await signUp("Tilly Token");
    const { token } = await newToken(gardener);
    const plantId = await plantOf(gardener);

    const user = await call(getUser, jsonRequest("/api/user", { token }));
    expect(user.status).toBe(200);
    expect(user.body.user).toMatchObject({ id: gardener.id, email: gardener.email, name: "Tilly Token" });
    expect(user.response.headers.get("cache-control")).toBe("private, no-store");

    const today = await call(tasksToday, jsonRequest("/api/tasks/today", { token }));
    expect(today.status).toBe(200);
    expect(Array.isArray(today.body)).toBe(true);

    const watered = await call(recordWatering, jsonRequest("/api/watering/record", { body: { userPlantId: plantId }, token }));
    expect(watered.status).toBe(201);
    expect(watered.body).toMatchObject({ userPlantId: plantId });

    const task = await call(createTask, jsonRequest("/api/tasks", { body: { title: "Feed the basil", dueDate: todayInTimeZone("UTC"), taskType: "fertilize" }, token }));
    expect(task.status).toBe(201);
    const completed = await call(completeTask, jsonRequest(`/api/tasks/${task.body.id}/complete`, { method: "POST", token }), { id: String(task.body.id) });
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({ id: task.body.id, completed: true });
  });

  it("is not held to the cookie's same-origin rule: a token request carries no cookie a site could borrow", async () => {
    const gardener = await signUp();
    const { token } = await newToken(gardener);
    const plantId = await plantOf(gardener);
    const request = new Request(`${BASE_URL}/api/watering/record`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", origin: "https://homeassistant.local:8123", "sec-fetch-site": "cross-site" },
      body: JSON.stringify({ userPlantId: plantId }),
    });
    expect((await call(recordWatering, request)).status).toBe(201);
  });

  it("reads the gardener with the token in one statement, and notes its use at most once an hour", async () => {
    const gardener = await signUp();
    const { id, token } = await newToken(gardener);
    expect((await storedToken(id))!.lastUsedAt).toBeNull();

    // The garden's plan is made by its first read (docs/watering.md); after that, reads only read.
    expect((await call(withWatering, jsonRequest("/api/user-plants/with-watering", { token: gardener.token }))).status).toBe(200);
    // The first use notes the time, in the same statement: with-watering in 2, as with a session.
    let before = { ...queryCounter };
    expect((await call(withWatering, jsonRequest("/api/user-plants/with-watering", { token }))).status).toBe(200);
    expect(queryCounter.count - before.count).toBe(2);
    const firstUse = (await storedToken(id))!.lastUsedAt!;
    expect(firstUse.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await list(gardener.token)).body.tokens[0].lastUsedAt).toBe(firstUse.toISOString());

    // Within the hour nothing is written.
    before = { ...queryCounter };
    expect((await call(withWatering, jsonRequest("/api/user-plants/with-watering", { token }))).status).toBe(200);
    expect(queryCounter.count - before.count).toBe(2);
    expect(queryCounter.writes - before.writes).toBe(0);
    expect((await storedToken(id))!.lastUsedAt!.getTime()).toBe(firstUse.getTime());

    // Over an hour later it is noted again.
    const db = await getDb();
    const longAgo = new Date(Date.now() - 2 * HOUR_MS);
    await db.update(apiTokens).set({ lastUsedAt: longAgo }).where(eq(apiTokens.id, id));
    expect((await call(getUser, jsonRequest("/api/user", { token }))).status).toBe(200);
    expect((await storedToken(id))!.lastUsedAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("refuses made-up and malformed tokens (401) without trying them as sessions", async () => {
    const gardener = await signUp();
    const { token } = await newToken(gardener);
    const madeUp = `gat_${"A".repeat(43)}`;
    for (const credential of [madeUp, "gat_", "gat_short", `${token}x`, token.slice(0, -1), `${token}.signature`]) {
      const response = await call(getUser, jsonRequest("/api/user", { token: credential }));
      expect(response.status, credential).toBe(401);
      expect(response.body).toEqual({ error: "You need to sign in first." });
    }
  });

  it("does not let a token see or manage tokens (403), so it can neither copy nor outlive itself", async () => {
    const gardener = await signUp();
    const { id, token } = await newToken(gardener);
    const listed = await list(token);
    expect(listed.status).toBe(403);
    expect(listed.body).toEqual({ error: SESSION_ONLY });
    const made = await call(createToken, jsonRequest("/api/tokens", { body: { name: "Sneaky" }, token }));
    expect(made.status).toBe(403);
    expect(made.body.error).toBe(SESSION_ONLY);
    const revoked = await revoke(token, id);
    expect(revoked.status).toBe(403);
    expect(revoked.body.error).toBe(SESSION_ONLY);
    expect((await list(gardener.token)).body.tokens).toEqual([expect.objectContaining({ id, name: "Home Assistant" })]);
  });
});

describe("what a leaked token cannot do", () => {
  const SHARING = "API tokens can't share a garden, change its members or delete it. Sign in to the app to do this.";
  const CALENDAR = "API tokens can't see or renew the calendar feed's URL. Sign in to the app to do this.";
  const NOTIFICATIONS = "API tokens can't see or change where reminders go. Sign in to the app to do this.";

  it("cannot invite, accept, change or remove members, hand a garden over or delete it (403); the session can", async () => {
    const victim = await signUp();
    const accomplice = await signUp();
    const { token } = await newToken(victim);
    const gardenId = String(victim.gardenId);
    const link = await call(invite, jsonRequest(`/api/gardens/${gardenId}/invites`, { method: "POST", token: victim.token }), { id: gardenId });
    expect(link.status).toBe(201);
    const { token: accompliceToken } = await newToken(accomplice);
    const refused = [
      await call(invite, jsonRequest(`/api/gardens/${gardenId}/invites`, { method: "POST", token }), { id: gardenId }),
      await call(listInvites, jsonRequest(`/api/gardens/${gardenId}/invites`, { token }), { id: gardenId }),
      await call(revokeInvite, jsonRequest(`/api/gardens/${gardenId}/invites/${link.body.id}`, { method: "DELETE", token }), { id: gardenId, inviteId: String(link.body.id) }),
      await call(accept, jsonRequest(`/api/invites/${link.body.token}/accept`, { method: "POST", token: accompliceToken }), { token: link.body.token }),
    ];
    expect((await call(accept, jsonRequest(`/api/invites/${link.body.token}/accept`, { method: "POST", token: accomplice.token }), { token: link.body.token })).status).toBe(200);
    const member = { id: gardenId, userId: accomplice.id };
    refused.push(
      await call(changeMember, jsonRequest(`/api/gardens/${gardenId}/members/${accomplice.id}`, { method: "PATCH", body: { role: "owner" }, token }), member),
      await call(removeMember, jsonRequest(`/api/gardens/${gardenId}/members/${accomplice.id}`, { method: "DELETE", token }), member),
      await call(removeMember, jsonRequest(`/api/gardens/${gardenId}/members/${victim.id}`, { method: "DELETE", token }), { id: gardenId, userId: victim.id }),
      await call(deleteGarden, jsonRequest(`/api/gardens/${gardenId}`, { method: "DELETE", token }), { id: gardenId }),
    );
    for (const answer of refused) {
      expect(answer.status).toBe(403);
      expect(answer.body.error).toBe(SHARING);
    }
    const db = await getDb();
    const members = await db.select({ userId: gardenMembers.userId, role: gardenMembers.role }).from(gardenMembers).where(eq(gardenMembers.gardenId, victim.gardenId));
    expect(members).toEqual(expect.arrayContaining([{ userId: victim.id, role: "owner" }, { userId: accomplice.id, role: "member" }]));
    expect(members).toHaveLength(2);
    const [invitation] = await db.select({ revokedAt: gardenInvites.revokedAt }).from(gardenInvites).where(eq(gardenInvites.id, link.body.id));
    expect(invitation!.revokedAt).toBeNull();
    expect(await db.select({ id: gardens.id }).from(gardens).where(eq(gardens.id, victim.gardenId))).toHaveLength(1);
    // Renaming is gardening, not sharing: a token may.
    expect((await call(renameGarden, jsonRequest(`/api/gardens/${gardenId}`, { method: "PATCH", body: { name: "Plot 9" }, token }), { id: gardenId })).status).toBe(200);
  });

  it("cannot read or renew the calendar feed's URL, nor see or change where reminders go (403)", async () => {
    const gardener = await signUp();
    const { token } = await newToken(gardener);
    const calendar = [await call(calendarLink, jsonRequest("/api/calendar", { token })), await call(regenerateCalendar, jsonRequest("/api/calendar/regenerate", { method: "POST", token }))];
    for (const answer of calendar) expect([answer.status, answer.body.error]).toEqual([403, CALENDAR]);
    const endpoint = "https://push.example.com/send/abc";
    const keys = { p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM", auth: "tBHItJI5svbpez7KI4CCXg" };
    const notifications = [
      await call(getNotifications, jsonRequest("/api/notifications", { token })),
      await call(patchNotifications, jsonRequest("/api/notifications", { method: "PATCH", body: { ntfyTopic: "stolen-reminders-topic" }, token })),
      await call(subscribePush, jsonRequest("/api/notifications/push-subscriptions", { body: { endpoint, keys }, token })),
      await call(unsubscribePush, jsonRequest("/api/notifications/push-subscriptions", { method: "DELETE", body: { endpoint }, token })),
      await call(testNotifications, jsonRequest("/api/notifications/test", { method: "POST", token })),
    ];
    for (const answer of notifications) expect([answer.status, answer.body.error]).toEqual([403, NOTIFICATIONS]);
    expect((await call(calendarLink, jsonRequest("/api/calendar", { token: gardener.token }))).status).toBe(200);
    const settings = await call(getNotifications, jsonRequest("/api/notifications", { token: gardener.token }));
    expect(settings.status).toBe(200);
    expect(JSON.stringify(settings.body)).not.toContain("stolen-reminders-topic");
  });
});

describe("revoking", () => {
  it("revokes a token (204): its next request is a 401, and a second revoke is a 404", async () => {
    const gardener = await signUp();
    const kept = await newToken(gardener, "Kept");
    const doomed = await newToken(gardener, "Doomed");
    expect((await call(getUser, jsonRequest("/api/user", { token: doomed.token }))).status).toBe(200);

    const revoked = await revoke(gardener.token, doomed.id);
    expect(revoked.status).toBe(204);
    expect(revoked.body).toBeNull();
    const after = await call(getUser, jsonRequest("/api/user", { token: doomed.token }));
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ error: "You need to sign in first." });
    expect((await call(tasksToday, jsonRequest("/api/tasks/today", { token: doomed.token }))).status).toBe(401);

    expect((await revoke(gardener.token, doomed.id)).status).toBe(404);
    expect((await call(getUser, jsonRequest("/api/user", { token: kept.token }))).status).toBe(200);
    expect((await list(gardener.token)).body.tokens.map((token: { name: string }) => token.name)).toEqual(["Kept"]);
  });

  it("answers 404 for another gardener's token, which keeps working, and for ids that are no id", async () => {
    const owner = await signUp();
    const theirs = await newToken(owner);
    const stranger = await signUp();
    const response = await revoke(stranger.token, theirs.id);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: "That API token was not found." });
    expect((await call(getUser, jsonRequest("/api/user", { token: theirs.token }))).status).toBe(200);
    for (const id of ["0", "-1", "abc", "2147483648"]) expect((await revoke(owner.token, id)).status, id).toBe(404);
  });

  it("goes with the account: a deleted user's tokens sign nobody in", async () => {
    const gardener = await signUp();
    const { id, token } = await newToken(gardener);
    const db = await getDb();
    await db.delete(users).where(eq(users.id, gardener.id));
    expect(await storedToken(id)).toBeUndefined();
    expect((await call(getUser, jsonRequest("/api/user", { token }))).status).toBe(401);
  });
});

describe("tokens with Clerk sign-in", () => {
  // As tests/integration/clerk-auth.test.ts: session tokens signed with a key made here, verified without the network.
  let privateKey: CryptoKey;

  async function clerkSession(claims: Record<string, unknown>) {
    return new SignJWT({ sid: "sess_tokens", ...claims })
      .setProtectedHeader({ alg: "RS256", kid: "ins_test" })
      .setIssuer("https://clerk.garden.example.com")
      .setIssuedAt()
      .setNotBefore("0s")
      .setExpirationTime("5m")
      .sign(privateKey);
  }

  beforeAll(async () => {
    const pair = await generateKeyPair("RS256");
    privateKey = pair.privateKey;
    process.env.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY = `pk_test_${Buffer.from("clerk.garden.example.com$").toString("base64")}`;
    process.env.CLERK_JWT_KEY = await exportSPKI(pair.publicKey);
  });

  afterAll(() => {
    delete process.env.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY;
    delete process.env.CLERK_JWT_KEY;
  });

  it("makes a token with the Clerk session; the token then works, is refused token management, and dies with a revoke", async () => {
    const session = await clerkSession({ sub: "user_clerk_tokens", email: "tokens@example.com", name: "Clerk Gardener" });
    const created = await call(createToken, jsonRequest("/api/tokens", { body: { name: "Home Assistant" }, token: session }));
    expect(created.status).toBe(201);
    const { id, token } = created.body as { id: number; token: string };

    const user = await call(getUser, jsonRequest("/api/user", { token }));
    expect(user.status).toBe(200);
    expect(user.body.user).toMatchObject({ id: "user_clerk_tokens", email: "tokens@example.com" });
    expect((await call(tasksToday, jsonRequest("/api/tasks/today", { token }))).status).toBe(200);
    expect((await list(token)).status).toBe(403);

    expect((await revoke(session, id)).status).toBe(204);
    expect((await call(getUser, jsonRequest("/api/user", { token }))).status).toBe(401);
  });
});

// Issue 16, items 3 and 4: deleting an account (every row and file of the gardener's gone, gardens
// they owned alone deleted, shared ones passed on), changing a password, signed-in sessions,
// "Forgot password?" by email, and `npm run admin -- reset-password` from the server's shell.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { exportSPKI, generateKeyPair, SignJWT } from "jose";
import { simpleParser } from "mailparser";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Storage reads UPLOADS_DIR on first use, which comes after this line.
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "account-uploads-"));
process.env.UPLOADS_DIR = uploadsDir;
delete process.env.BLOB_READ_WRITE_TOKEN;

import { POST as authPost } from "@/app/api/auth/[...all]/route";
import { POST as diagnose } from "@/app/api/diagnose/route";
import { POST as invite } from "@/app/api/gardens/[id]/invites/route";
import { PATCH as renameGarden } from "@/app/api/gardens/[id]/route";
import { GET as listGardens, POST as createGarden } from "@/app/api/gardens/route";
import { POST as harvest } from "@/app/api/harvests/route";
import { POST as accept } from "@/app/api/invites/[token]/accept/route";
import { GET as calendarLink } from "@/app/api/calendar/route";
import { PATCH as patchNotifications } from "@/app/api/notifications/route";
import { POST as completeTask } from "@/app/api/tasks/[id]/complete/route";
import { POST as createTask } from "@/app/api/tasks/route";
import { DELETE as deleteUser, GET as getUser, PATCH as patchUser } from "@/app/api/user/route";
import { DELETE as signOutSession } from "@/app/api/user/sessions/[id]/route";
import { GET as listSessions } from "@/app/api/user/sessions/route";
import { POST as addCustomPlant } from "@/app/api/user-plants/custom/route";
import { GET as listPlants, POST as addPlant } from "@/app/api/user-plants/route";
import { POST as water } from "@/app/api/watering/record/route";
import { startFakeSmtp, type FakeSmtp } from "@/scripts/fake-smtp.mjs";
import { FRESH_SIGN_IN_MESSAGE, WRONG_PASSWORD_MESSAGE } from "@/server/account/account";
import { createApiToken } from "@/server/account/api-tokens";
import { resetLocalAuth } from "@/server/auth/local";
import { passwordResetTokenValid } from "@/server/auth/local";
import { closeDb, getDb } from "@/server/db/client";
import { accounts, chatMessages, gardenMembers, gardens, notificationDeliveries, pushSubscriptions, rateLimitEvents, sessions, verifications } from "@/server/db/schema";
import { getStorage } from "@/server/storage";
import { userFolder } from "@/server/storage/keys";
import { BASE_URL, call, jsonRequest, signUp, type TestUser } from "../support/api";

const PASSWORD = "correct-horse-42";
const CHROME_ON_MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const FIREFOX_ON_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0";

let smtp: FakeSmtp;
let jpeg: Blob;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  jpeg = new Blob([await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3a7d2c" } }).jpeg().toBuffer()], { type: "image/jpeg" });
});

afterAll(async () => {
  for (const name of ["SMTP_URL", "MAIL_FROM"]) delete process.env[name];
  await smtp.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

function withSmtp() {
  resetLocalAuth();
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_FROM = "Garden Assistant <accounts@garden.test>";
}
function withoutSmtp() {
  resetLocalAuth();
  delete process.env.SMTP_URL;
  delete process.env.MAIL_FROM;
}

/** A sign-in from another device: its own session and bearer token (null when refused). */
async function signIn(email: string, password: string, userAgent = CHROME_ON_MAC): Promise<{ status: number; token: string | null }> {
  const response = await authPost(
    new Request(`${BASE_URL}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": userAgent },
      body: JSON.stringify({ email, password }),
    }),
  );
  await response.body?.cancel();
  return { status: response.status, token: response.headers.get("set-auth-token") };
}

const auth = (path: string, body: unknown, token?: string) => call(authPost, jsonRequest(`/api/auth/${path}`, { body, token }));
const userStatus = async (token: string) => (await call(getUser, jsonRequest("/api/user", { token }))).status;
const deleteAccount = (token: string, body?: unknown) => call(deleteUser, jsonRequest("/api/user", { method: "DELETE", body, token }));

function multipart(url: string, fields: Record<string, string | Blob>, token: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return new Request(`${BASE_URL}${url}`, { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } });
}

async function openGarden(user: TestUser, gardenId: number) {
  expect((await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { activeGardenId: gardenId }, token: user.token }))).status).toBe(200);
}

async function joinGarden(owner: TestUser, gardenId: number, member: TestUser) {
  const made = await call(invite, jsonRequest(`/api/gardens/${gardenId}/invites`, { method: "POST", token: owner.token }), { id: String(gardenId) });
  expect(made.status).toBe(201);
  const joined = await call(accept, jsonRequest(`/api/invites/${made.body.token}/accept`, { method: "POST", token: member.token }), { token: made.body.token });
  expect(joined.status).toBeLessThan(300);
}

async function photographedPlant(user: TestUser, name: string): Promise<{ id: number; imageUrl: string }> {
  const added = await call(addCustomPlant, multipart("/api/user-plants/custom", { customCommonName: name, image: jpeg }, user.token));
  expect(added.status).toBe(201);
  return added.body;
}

/** Rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). */
async function rowsOf<Row>(statement: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await (await getDb()).execute(statement)) as unknown as { rows: Row[] }).rows;
}

/** Every text column of every table that holds one of the values somewhere: the traces an account can leave. */
async function tracesOf(...values: string[]): Promise<string[]> {
  const columns = await rowsOf<{ table_name: string; column_name: string }>(
    sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and data_type in ('text', 'character varying', 'json', 'jsonb') order by table_name, column_name`,
  );
  expect(columns.length).toBeGreaterThan(30);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    for (const value of values) {
      const [row] = await rowsOf<{ hits: number }>(sql`select count(*)::int as hits from ${sql.identifier(table)} where position(${value} in ${sql.identifier(column)}::text) > 0`);
      if (Number(row?.hits) > 0) found.push(`${table}.${column} holds ${value}`);
    }
  }
  return found;
}

/** Every file under a folder of the uploads directory (none when it is gone). */
function filesIn(folder: string): string[] {
  const directory = path.join(uploadsDir, folder);
  if (!fs.existsSync(directory)) return [];
  return fs
    .readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe("DELETE /api/user", () => {
  it("with the right password: 204; no row and no file of theirs is left, a garden they owned alone is gone, a shared one passes to its longest-standing member", { timeout: 120_000 }, async () => {
    const owner = await signUp("Olive Owner");
    const [first, second, host] = [await signUp("Ash Early"), await signUp("Bay Later"), await signUp("Cedar Host")];
    const otherDevice = await signIn(owner.email, PASSWORD, FIREFOX_ON_LINUX);
    expect(otherDevice.status).toBe(200);

    // Alone in their first garden: a photographed plant.
    const alonePlant = await photographedPlant(owner, "Lonely Fern");
    // A shared garden of theirs: Ash joined before Bay, so Ash takes it over.
    const shared = (await call(createGarden, jsonRequest("/api/gardens", { body: { name: "Shared Plot" }, token: owner.token }))).body.garden.id as number;
    await joinGarden(owner, shared, second);
    await joinGarden(owner, shared, first);
    const db = await getDb();
    await db.update(gardenMembers).set({ createdAt: sql`now() - interval '2 days'` }).where(and(eq(gardenMembers.gardenId, shared), eq(gardenMembers.userId, first.id)));
    await db.update(gardenMembers).set({ createdAt: sql`now() - interval '1 day'` }).where(and(eq(gardenMembers.gardenId, shared), eq(gardenMembers.userId, second.id)));
    // Cedar's garden, which they only belong to.
    await joinGarden(host, host.gardenId, owner);

    // In the shared garden: their photos, a diagnosis, a watering, a harvest, a task done and one left to them.
    await openGarden(owner, shared);
    const sharedPlant = await photographedPlant(owner, "Shared Tomato");
    const diagnosed = await call(diagnose, multipart("/api/diagnose", { image: jpeg, userPlantId: String(sharedPlant.id) }, owner.token));
    expect(diagnosed.status).toBeLessThan(300);
    expect((await call(water, jsonRequest("/api/watering/record", { body: { userPlantId: sharedPlant.id }, token: owner.token }))).status).toBe(201);
    const today = new Date().toISOString().slice(0, 10);
    expect((await call(harvest, jsonRequest("/api/harvests", { body: { userPlantId: sharedPlant.id, quantity: 1, unit: "kg", harvestedOn: today }, token: owner.token }))).status).toBe(201);
    const done = (await call(createTask, jsonRequest("/api/tasks", { body: { title: "Stake", dueDate: today, taskType: "prune" }, token: owner.token }))).body;
    expect((await call(completeTask, jsonRequest(`/api/tasks/${done.id}/complete`, { method: "POST", token: owner.token }), { id: String(done.id) })).status).toBe(200);
    await openGarden(first, shared);
    const leftToThem = await call(createTask, jsonRequest("/api/tasks", { body: { title: "Feed", dueDate: today, taskType: "fertilize", assignedTo: owner.id }, token: first.token }));
    expect(leftToThem.status).toBe(201);
    // Bay's photo in the shared garden is Bay's, and stays.
    await openGarden(second, shared);
    const baysPlant = await photographedPlant(second, "Bay's Rose");

    // Personal things: reminders, a calendar link, an API token, chat, a push subscription, a sent
    // reminder, a reset link, rate-limit counters, and a file of theirs no row shows.
    expect((await call(patchNotifications, jsonRequest("/api/notifications", { method: "PATCH", body: { ntfyTopic: "olive-garden" }, token: owner.token }))).status).toBe(200);
    expect((await call(calendarLink, jsonRequest("/api/calendar", { token: owner.token }))).status).toBe(200);
    await createApiToken(owner.id, "My script");
    await db.insert(chatMessages).values({ userId: owner.id, message: "How often should I water basil?", response: "Every few days." });
    await db.insert(pushSubscriptions).values({ userId: owner.id, endpoint: `https://push.example.com/${owner.id}`, p256dh: "key", auth: "auth" });
    await db.insert(notificationDeliveries).values({ userId: owner.id, channel: "email", messageKey: "digest:2026-01-01", status: "sent" });
    await db.insert(verifications).values({ id: crypto.randomUUID(), identifier: `reset-password:${crypto.randomUUID()}`, value: owner.id, expiresAt: new Date(Date.now() + 60_000) });
    await db.insert(rateLimitEvents).values([{ bucket: `location:${owner.id}` }, { bucket: `sign-in-failure:${owner.email}` }]);
    await getStorage().put(`${userFolder(owner.id)}plants/stray.jpg`, new Uint8Array(await jpeg.arrayBuffer()), "image/jpeg");
    expect(filesIn(userFolder(owner.id))).toHaveLength(4);
    expect(await tracesOf(owner.id)).not.toEqual([]);

    const deleted = await deleteAccount(owner.token, { password: PASSWORD });
    expect(deleted.status).toBe(204);
    expect(deleted.response.headers.getSetCookie().some((cookie) => /session_token=;.*Max-Age=0/.test(cookie))).toBe(true);

    // Nothing of theirs, in any table or in storage.
    expect(await tracesOf(owner.id, owner.email)).toEqual([]);
    expect(filesIn(userFolder(owner.id))).toEqual([]);
    expect(fs.existsSync(path.join(uploadsDir, userFolder(owner.id)))).toBe(false);
    // Every session is signed out at once, and the password signs in no more.
    expect(await userStatus(owner.token)).toBe(401);
    expect(await userStatus(otherDevice.token!)).toBe(401);
    expect((await signIn(owner.email, PASSWORD)).status).toBe(401);

    // The garden they owned alone is gone with its plant; Cedar's garden is Cedar's as before.
    expect(await db.select().from(gardens).where(eq(gardens.id, owner.gardenId))).toEqual([]);
    expect(alonePlant.imageUrl).toContain(owner.id);
    expect((await call(listGardens, jsonRequest("/api/gardens", { token: host.token }))).body.gardens).toMatchObject([{ id: host.gardenId, role: "owner", memberCount: 1 }]);

    // Ash owns the shared garden now, with its plants; the photo of theirs is back to the default picture.
    const ashs = (await call(listGardens, jsonRequest("/api/gardens", { token: first.token }))).body.gardens as { id: number; role: string; memberCount: number }[];
    expect(ashs.find((garden) => garden.id === shared)).toMatchObject({ role: "owner", memberCount: 2 });
    const bays = (await call(listGardens, jsonRequest("/api/gardens", { token: second.token }))).body.gardens as { id: number; role: string }[];
    expect(bays.find((garden) => garden.id === shared)).toMatchObject({ role: "member" });
    expect((await call(renameGarden, jsonRequest(`/api/gardens/${shared}`, { method: "PATCH", body: { name: "Ash's Plot" }, token: first.token }), { id: String(shared) })).status).toBe(200);
    const plants = (await call(listPlants, jsonRequest("/api/user-plants", { token: first.token }))).body as { id: number; imageUrl: string | null }[];
    expect(plants.map((plant) => plant.id).sort()).toEqual([sharedPlant.id, baysPlant.id].sort());
    expect(plants.find((plant) => plant.id === sharedPlant.id)!.imageUrl).toBeNull();
    expect(plants.find((plant) => plant.id === baysPlant.id)!.imageUrl).toBe(baysPlant.imageUrl);
    expect(filesIn(userFolder(second.id))).toHaveLength(1);
    // The task left to them is anyone's now; the tasks, watering and harvest stay the garden's.
    const added = await call(addPlant, jsonRequest("/api/user-plants", { body: { plantId: 1 }, token: first.token }));
    expect(added.status).toBe(201);
  });

  it("refuses a wrong password (403) and a missing one (400), and deletes nothing", async () => {
    const gardener = await signUp();
    const wrong = await deleteAccount(gardener.token, { password: "not-my-password" });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toBe(WRONG_PASSWORD_MESSAGE);
    const missing = await deleteAccount(gardener.token, {});
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe("Enter your password to delete your account.");
    for (const body of [{ password: "" }, { password: 42 }, { password: PASSWORD, also: "this" }, "[]", "{oops"]) {
      expect((await deleteAccount(gardener.token, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await userStatus(gardener.token)).toBe(200);
    expect((await signIn(gardener.email, PASSWORD)).status).toBe(200);
  });

  it("answers 401 signed out, and 403 to a personal API token even with the password", async () => {
    const signedOut = await call(deleteUser, jsonRequest("/api/user", { method: "DELETE", body: { password: PASSWORD } }));
    expect(signedOut.status).toBe(401);
    const gardener = await signUp();
    const { token } = await createApiToken(gardener.id, "Backup script");
    const refused = await deleteAccount(token, { password: PASSWORD });
    expect(refused.status).toBe(403);
    expect(await userStatus(gardener.token)).toBe(200);
  });

  it("an account without a password is deleted from a recent sign-in only", async () => {
    const gardener = await signUp();
    const db = await getDb();
    // As a single sign-on account: no password to confirm with.
    await db.delete(accounts).where(eq(accounts.userId, gardener.id));
    await db.update(sessions).set({ createdAt: sql`now() - interval '11 minutes'` }).where(eq(sessions.userId, gardener.id));
    const stale = await deleteAccount(gardener.token, {});
    expect(stale.status).toBe(403);
    expect(stale.body.error).toBe(FRESH_SIGN_IN_MESSAGE);
    await db.update(sessions).set({ createdAt: sql`now() - interval '2 minutes'` }).where(eq(sessions.userId, gardener.id));
    expect((await deleteAccount(gardener.token, {})).status).toBe(204);
    expect(await tracesOf(gardener.id)).toEqual([]);
  });
});

describe("DELETE /api/user with Clerk", () => {
  let privateKey: CryptoKey;

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

  const clerkToken = (userId: string, claims: Record<string, unknown>) =>
    new SignJWT({ sid: "sess_1", sub: userId, email: `${userId}@example.com`, name: "Clara Clerk", ...claims })
      .setProtectedHeader({ alg: "RS256", kid: "ins_test" })
      .setIssuer("https://clerk.garden.example.com")
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(privateKey);

  it("deletes this app's data when the gardener signed in at Clerk in the last minutes (the fva claim)", async () => {
    const userId = `user_${crypto.randomUUID().replaceAll("-", "")}`;
    const old = await clerkToken(userId, { fva: [45, -1] });
    expect(await userStatus(old)).toBe(200);
    const stale = await deleteAccount(old, {});
    expect(stale.status).toBe(403);
    expect(stale.body.error).toBe(FRESH_SIGN_IN_MESSAGE);
    expect((await deleteAccount(await clerkToken(userId, {}), {})).status).toBe(403);
    expect((await deleteAccount(await clerkToken(userId, { fva: [3, -1] }), {})).status).toBe(204);
    expect(await tracesOf(userId)).toEqual([]);
  });
});

describe("changing the password", () => {
  it("the old one stops working and the new one works; other sessions stay unless asked", async () => {
    const gardener = await signUp();
    const other = await signIn(gardener.email, PASSWORD);
    const changed = await auth("change-password", { currentPassword: PASSWORD, newPassword: "runner-beans-in-june", revokeOtherSessions: false }, gardener.token);
    expect(changed.status).toBe(200);
    expect((await signIn(gardener.email, PASSWORD)).status).toBe(401);
    expect((await signIn(gardener.email, "runner-beans-in-june")).status).toBe(200);
    expect(await userStatus(other.token!)).toBe(200);
    expect(await userStatus(gardener.token)).toBe(200);
  });

  it("signs every other session out at once when asked, and keeps this device signed in", async () => {
    const gardener = await signUp();
    const other = await signIn(gardener.email, PASSWORD);
    const response = await authPost(
      jsonRequest("/api/auth/change-password", { body: { currentPassword: PASSWORD, newPassword: "runner-beans-in-june", revokeOtherSessions: true }, token: gardener.token }),
    );
    expect(response.status).toBe(200);
    expect(await userStatus(other.token!)).toBe(401);
    const renewed = response.headers.get("set-auth-token");
    expect(renewed).toBeTruthy();
    expect(await userStatus(renewed!)).toBe(200);
  });

  it("refuses a wrong current password and a new one the policy refuses", async () => {
    const gardener = await signUp();
    const wrong = await auth("change-password", { currentPassword: "nope-nope-nope", newPassword: "runner-beans-in-june" }, gardener.token);
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("INVALID_PASSWORD");
    for (const [newPassword, code] of [
      ["short", "PASSWORD_TOO_SHORT"],
      ["password123", "PASSWORD_TOO_COMMON"],
      [gardener.email, "PASSWORD_IS_EMAIL"],
    ] as const) {
      const refused = await auth("change-password", { currentPassword: PASSWORD, newPassword }, gardener.token);
      expect(refused.status, newPassword).toBe(400);
      expect(refused.body.code).toBe(code);
    }
    expect((await signIn(gardener.email, PASSWORD)).status).toBe(200);
    expect((await auth("change-password", { currentPassword: PASSWORD, newPassword: "runner-beans-in-june" })).status).toBe(401);
  });
});

describe("signed-in sessions", () => {
  it("lists each device (this one first, no tokens), signs another out at once, and 404s what is not theirs", async () => {
    const gardener = await signUp();
    const stranger = await signUp();
    const laptop = await signIn(gardener.email, PASSWORD, FIREFOX_ON_LINUX);
    const listed = await call(listSessions, jsonRequest("/api/user/sessions", { token: laptop.token! }));
    expect(listed.status).toBe(200);
    const found = listed.body.sessions as { id: string; device: string; current: boolean; createdAt: string; lastActiveAt: string }[];
    expect(found).toHaveLength(2);
    expect(found[0]).toMatchObject({ device: "Firefox on Linux", current: true });
    expect(found[1]!.current).toBe(false);
    expect(JSON.stringify(listed.body)).not.toContain("token");

    const first = found[1]!;
    const revoke = (id: string, token: string) => call(signOutSession, jsonRequest(`/api/user/sessions/${id}`, { method: "DELETE", token }), { id });
    expect((await revoke(first.id, stranger.token)).status).toBe(404);
    expect(await userStatus(gardener.token)).toBe(200);
    expect((await revoke(first.id, laptop.token!)).status).toBe(204);
    expect(await userStatus(gardener.token)).toBe(401);
    expect(await userStatus(laptop.token!)).toBe(200);
    expect((await revoke(first.id, laptop.token!)).status).toBe(404);
    expect((await revoke("not a session", laptop.token!)).status).toBe(404);
    expect((await call(listSessions, jsonRequest("/api/user/sessions", { token: laptop.token! }))).body.sessions).toHaveLength(1);
  });

  it("answers 403 to a personal API token", async () => {
    const gardener = await signUp();
    const { token } = await createApiToken(gardener.id, "Script");
    expect((await call(listSessions, jsonRequest("/api/user/sessions", { token }))).status).toBe(403);
  });
});

describe("forgot password", () => {
  // Reset emails only (the sign-up sent its own link first).
  const mailsTo = (email: string) => smtp.messages.filter((message) => message.to.includes(email) && message.raw.includes("Subject: Reset your"));
  async function waitForMail(email: string) {
    for (let waited = 0; waited < 5000 && mailsTo(email).length === 0; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    return mailsTo(email);
  }

  it("emails a link (text and HTML) that sets a new password once, and signs every session out", async () => {
    withSmtp();
    const gardener = await signUp("Rowan Reset");
    const asked = await auth("request-password-reset", { email: gardener.email });
    expect(asked.status).toBe(200);
    const nobody = await auth("request-password-reset", { email: `nobody-${crypto.randomUUID()}@example.com` });
    expect(nobody.body).toEqual(asked.body);

    const [mail] = await waitForMail(gardener.email);
    const parsed = await simpleParser(mail!.raw);
    expect(parsed.subject).toBe("Reset your Garden Assistant password");
    const link = /Choose a new password: (\S+)/.exec(parsed.text ?? "")![1]!;
    expect(link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9]+$/);
    expect(parsed.html).toContain(link);
    const token = new URL(link).searchParams.get("token")!;
    expect(await passwordResetTokenValid(token)).toBe(true);

    const weak = await auth("reset-password", { token, newPassword: "password123" });
    expect(weak.status).toBe(400);
    expect(weak.body.code).toBe("PASSWORD_TOO_COMMON");
    expect((await auth("reset-password", { token, newPassword: "lavender-by-the-gate" })).status).toBe(200);
    expect(await userStatus(gardener.token)).toBe(401);
    expect((await signIn(gardener.email, PASSWORD)).status).toBe(401);
    expect((await signIn(gardener.email, "lavender-by-the-gate")).status).toBe(200);
    const again = await auth("reset-password", { token, newPassword: "another-new-password" });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe("INVALID_TOKEN");
    expect(await passwordResetTokenValid(token)).toBe(false);
    expect(smtp.messages.filter((message) => message.to.some((to) => to.startsWith("nobody-")))).toEqual([]);
  });

  it("without SMTP sends nothing and says to ask the administrator", async () => {
    withoutSmtp();
    const gardener = await signUp();
    const refused = await auth("request-password-reset", { email: gardener.email });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "RESET_PASSWORD_DISABLED" });
    expect(refused.body.message).toContain("npm run admin -- reset-password");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(gardener.email)).toEqual([]);
  });

  it("limits requests per email and password checks per account (429)", async () => {
    // Made before the limits are on: sign-ups from this address count against its own limit.
    const gardener = await signUp();
    withSmtp();
    process.env.AUTH_RATE_LIMIT = "on";
    try {
      // An address of its own, so that runs on one PostgreSQL within the hour do not add up.
      const address = `test-${crypto.randomUUID()}`;
      const email = `limited-${crypto.randomUUID()}@example.com`;
      const answers = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const request = new Request(`${BASE_URL}/api/auth/request-password-reset`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": address },
          body: JSON.stringify({ email }),
        });
        answers.push((await call(authPost, request)).status);
      }
      expect(answers).toEqual([200, 200, 200, 200, 200, 429]);

      const statuses = [];
      for (let attempt = 0; attempt < 11; attempt += 1) statuses.push((await deleteAccount(gardener.token, { password: `wrong-${attempt}` })).status);
      expect(statuses).toEqual([...Array(10).fill(403), 429]);
      expect((await deleteAccount(gardener.token, { password: PASSWORD })).status).toBe(429);
    } finally {
      process.env.AUTH_RATE_LIMIT = "off";
      withoutSmtp();
    }
  });
});

describe("what a password change ends", () => {
  /** The reset links the gardener has been sent (better-auth keeps each as a verification row). */
  async function resetLinks(gardener: TestUser): Promise<string[]> {
    const rows = await (await getDb()).select({ identifier: verifications.identifier }).from(verifications).where(eq(verifications.value, gardener.id));
    return rows.map((row) => row.identifier).filter((identifier) => identifier.startsWith("reset-password:")).map((identifier) => identifier.slice("reset-password:".length));
  }
  async function askForResetLinks(gardener: TestUser, count: number): Promise<string[]> {
    withSmtp();
    try {
      for (let asked = 0; asked < count; asked += 1) expect((await auth("request-password-reset", { email: gardener.email })).status).toBe(200);
    } finally {
      withoutSmtp();
    }
    const links = await resetLinks(gardener);
    expect(links).toHaveLength(count);
    return links;
  }
  const tokenStatus = async (token: string) => (await call(listPlants, jsonRequest("/api/user-plants", { token }))).status;

  it("using one reset link ends the others and every API token", async () => {
    const gardener = await signUp();
    const { token: apiToken } = await createApiToken(gardener.id, "Script");
    expect(await tokenStatus(apiToken)).toBe(200);
    const [first, second] = await askForResetLinks(gardener, 2);
    expect((await auth("reset-password", { token: second, newPassword: "lavender-by-the-gate" })).status).toBe(200);
    const older = await auth("reset-password", { token: first, newPassword: "someone-elses-choice" });
    expect(older.status).toBe(400);
    expect(older.body.code).toBe("INVALID_TOKEN");
    expect(await passwordResetTokenValid(first!)).toBe(false);
    expect(await tokenStatus(apiToken)).toBe(401);
    expect((await signIn(gardener.email, "lavender-by-the-gate")).status).toBe(200);
  });

  it("changing the password ends every reset link and every API token, and keeps this session", async () => {
    const gardener = await signUp();
    const { token: apiToken } = await createApiToken(gardener.id, "Script");
    const [link] = await askForResetLinks(gardener, 1);
    const changed = await auth("change-password", { currentPassword: PASSWORD, newPassword: "runner-beans-in-june" }, gardener.token);
    expect(changed.status).toBe(200);
    const stale = await auth("reset-password", { token: link, newPassword: "someone-elses-choice" });
    expect(stale.status).toBe(400);
    expect(stale.body.code).toBe("INVALID_TOKEN");
    expect(await tokenStatus(apiToken)).toBe(401);
    expect(await userStatus(gardener.token)).toBe(200);
    expect((await signIn(gardener.email, "runner-beans-in-june")).status).toBe(200);
  });

  it("a refused change ends nothing", async () => {
    const gardener = await signUp();
    const { token: apiToken } = await createApiToken(gardener.id, "Script");
    const [link] = await askForResetLinks(gardener, 1);
    expect((await auth("change-password", { currentPassword: "not-my-password", newPassword: "runner-beans-in-june" }, gardener.token)).status).toBe(400);
    expect(await tokenStatus(apiToken)).toBe(200);
    expect(await passwordResetTokenValid(link!)).toBe(true);
  });
});

describe("npm run admin -- reset-password", () => {
  const ADMIN = path.join(process.cwd(), "scripts/admin.mjs");

  function runAdmin(args: string[], env: Record<string, string>, input?: string): Promise<{ code: number | null; output: string }> {
    const child = spawn(process.execPath, [ADMIN, ...args], { env: { ...process.env, ...env }, stdio: ["pipe", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stdin.end(input ?? "");
    return new Promise((resolve) => child.on("close", (code) => resolve({ code, output })));
  }

  const newPasswordIn = (output: string) => /New password: (\S+)/.exec(output)?.[1];

  it.runIf(Boolean(process.env.DATABASE_URL))("resets a password in the PostgreSQL database the server uses", { timeout: 60_000 }, async () => {
    const gardener = await signUp();
    const { token: apiToken } = await createApiToken(gardener.id, "Script");
    const reset = await runAdmin(["reset-password", gardener.email.toUpperCase()], { DATABASE_URL: process.env.DATABASE_URL! });
    expect(reset.code, reset.output).toBe(0);
    expect(reset.output).toContain("1 session signed out");
    expect(await userStatus(gardener.token)).toBe(401);
    expect(await userStatus(apiToken)).toBe(401);
    expect((await signIn(gardener.email, newPasswordIn(reset.output)!)).status).toBe(200);
  });

  it("works on the embedded database, and says so plainly while the server holds it", { timeout: 120_000 }, async () => {
    const saved = { DATABASE_URL: process.env.DATABASE_URL, PGLITE_DIR: process.env.PGLITE_DIR };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-pglite-"));
    const onDir = { DATABASE_URL: "", PGLITE_DIR: dir };
    const reopen = async () => {
      await closeDb();
      resetLocalAuth();
      Object.assign(process.env, onDir);
      await getDb();
    };
    try {
      await reopen();
      const gardener = await signUp();

      // The "server" (this process) has the database open.
      const held = await runAdmin(["reset-password", gardener.email], onDir);
      expect(held.code).toBe(3);
      expect(held.output).toContain(`in use by another process (pid ${process.pid})`);
      expect(held.output).toContain("stop the server");

      await closeDb();
      const unknown = await runAdmin(["reset-password", "nobody@example.com"], onDir);
      expect(unknown.code).toBe(1);
      expect(unknown.output).toContain("No account uses nobody@example.com.");
      const common = await runAdmin(["reset-password", gardener.email, "--stdin"], onDir, "password123\n");
      expect(common.code).toBe(1);
      expect(common.output).toContain("most common");
      // The list's header lines are not passwords of the list (the script's own copy of the check read them as some).
      const header = fs.readFileSync(path.join(process.cwd(), "server/auth/common-passwords.txt"), "utf8").split("\n")[0]!;
      const headerLine = await runAdmin(["reset-password", gardener.email, "--stdin"], onDir, `${header}\n`);
      expect(headerLine.code, headerLine.output).toBe(0);
      const chosen = await runAdmin(["reset-password", gardener.email, "--stdin"], onDir, "rhubarb-under-a-bucket\n");
      expect(chosen.code, chosen.output).toBe(0);
      expect(chosen.output).not.toContain("rhubarb");
      const generated = await runAdmin(["reset-password", gardener.email], onDir);
      expect(generated.code, generated.output).toBe(0);
      const password = newPasswordIn(generated.output)!;
      expect(password).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/);

      await reopen();
      expect(await userStatus(gardener.token)).toBe(401);
      expect((await signIn(gardener.email, "rhubarb-under-a-bucket")).status).toBe(401);
      expect((await signIn(gardener.email, password)).status).toBe(200);
    } finally {
      await closeDb();
      resetLocalAuth();
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

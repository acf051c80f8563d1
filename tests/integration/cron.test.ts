// The scheduled jobs' routes (vercel.json's crons): each needs CRON_SECRET as a bearer token, and
// each is safe to run twice at once (Vercel Cron may deliver a call twice, and two of them can
// overlap with a self-hosted timer).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const uploadsDir = mkdtempSync(path.join(os.tmpdir(), "cron-uploads-"));
process.env.UPLOADS_DIR = uploadsDir;
delete process.env.BLOB_READ_WRITE_TOKEN;
process.env.CRON_SECRET = "cron-secret-for-the-tests";
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

import { GET as photosCron } from "@/app/api/cron/photos/route";
import { GET as remindersCron } from "@/app/api/cron/reminders/route";
import { getDb } from "@/server/db/client";
import { pendingUploads } from "@/server/db/schema";
import { storeUserPhoto } from "@/server/garden/photos";
import { getStorage } from "@/server/storage";
import { userFolder } from "@/server/storage/keys";
import { BASE_URL, signUp } from "../support/api";

const VERCEL_VIA_HEADER = { authorization: "Bearer cron-secret-for-the-tests" };
const cronCall = (route: string, headers: Record<string, string> = VERCEL_VIA_HEADER) => new Request(`${BASE_URL}/api/cron/${route}`, { headers });

let jpeg: Blob;
beforeAll(async () => {
  jpeg = new Blob([await sharp({ create: { width: 20, height: 20, channels: 3, background: "#3a7d2c" } }).jpeg().toBuffer()], { type: "image/jpeg" });
});

describe("the cron routes", () => {
  for (const [route, handler] of [
    ["photos", photosCron],
    ["reminders", remindersCron],
  ] as const) {
    it(`GET /api/cron/${route} is refused without the secret, and refused to everyone while CRON_SECRET is unset`, async () => {
      for (const headers of [{} as Record<string, string>, { authorization: "Bearer wrong-secret-wrong-secret" }, { authorization: "cron-secret-for-the-tests" }, { authorization: "Bearer " }]) {
        const response = await handler(cronCall(route, headers));
        expect(response.status, JSON.stringify(headers)).toBe(401);
        expect(response.headers.get("cache-control")).toBe("private, no-store");
      }
      delete process.env.CRON_SECRET;
      try {
        expect((await handler(cronCall(route))).status).toBe(401);
      } finally {
        process.env.CRON_SECRET = "cron-secret-for-the-tests";
      }
    });
  }

  it("GET /api/cron/photos sweeps the photos of requests that never saved them, once however many run at once", async () => {
    const gardener = await signUp();
    const abandoned = await storeUserPhoto(gardener.id, jpeg, "plants");
    const fresh = await storeUserPhoto(gardener.id, jpeg, "plants");
    const db = await getDb();
    // The first was left by a request that died two hours ago; the second may still be saving.
    await db.update(pendingUploads).set({ createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000) }).where(eq(pendingUploads.key, abandoned.key));

    const runs = await Promise.all([photosCron(cronCall("photos")), photosCron(cronCall("photos"))]);
    expect(runs.map((response) => response.status)).toEqual([200, 200]);
    const removed = await Promise.all(runs.map((response) => response.json() as Promise<{ removed: number }>));
    expect(removed[0]!.removed + removed[1]!.removed).toBeGreaterThanOrEqual(1);
    expect(await getStorage().list(userFolder(gardener.id))).toEqual([fresh.key]);
  });

  it("GET /api/cron/reminders runs the reminders job, twice at once too", async () => {
    const runs = await Promise.all([remindersCron(cronCall("reminders")), remindersCron(cronCall("reminders"))]);
    expect(runs.map((response) => response.status)).toEqual([200, 200]);
    for (const response of runs) expect(await response.json()).toEqual({ sent: expect.any(Number) });
  });
});

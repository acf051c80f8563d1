// A new embedded database starts from the snapshot `npm run build` writes: the app opens it,
// finds every migration applied, seeds it and keeps what is written, like a database it made itself.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "@/server/db/client";
import { startFromSnapshot } from "@/server/db/pglite-snapshot";
import { plants, users } from "@/server/db/schema";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-snapshot-"));
const snapshot = path.join(work, "snapshot");
const savedEnv = { ...process.env };

beforeAll(() => {
  execFileSync(process.execPath, ["scripts/embedded-database-snapshot.mjs", snapshot], { stdio: "ignore" });
}, 60_000);

afterAll(async () => {
  await closeDb();
  process.env = { ...savedEnv };
  fs.rmSync(work, { recursive: true, force: true });
});

describe("the embedded database snapshot", () => {
  it("is copied into a new directory only, and only when the build made one", () => {
    const fresh = path.join(work, "fresh");
    expect(startFromSnapshot(fresh, path.join(work, "no-such-snapshot"))).toBe(false);
    expect(fs.existsSync(fresh)).toBe(false);
    expect(startFromSnapshot(fresh, snapshot)).toBe(true);
    expect(fs.readFileSync(path.join(fresh, "PG_VERSION"), "utf8")).toBe(fs.readFileSync(path.join(snapshot, "PG_VERSION"), "utf8"));
    const existing = path.join(work, "existing");
    fs.mkdirSync(existing);
    fs.writeFileSync(path.join(existing, "PG_VERSION"), "17");
    expect(startFromSnapshot(existing, snapshot)).toBe(false);
    expect(fs.readdirSync(existing)).toEqual(["PG_VERSION"]);
  });

  it("finishes a copy that was cut short (no database mark yet)", () => {
    const cut = path.join(work, "cut-short");
    fs.mkdirSync(path.join(cut, "base"), { recursive: true });
    fs.writeFileSync(path.join(cut, "base", "half-written"), "");
    expect(startFromSnapshot(cut, snapshot)).toBe(true);
    expect(fs.existsSync(path.join(cut, "PG_VERSION"))).toBe(true);
  });

  it("opens as the app's database: migrated, seeded, and it keeps what is written", async () => {
    const dir = path.join(work, "from-snapshot");
    // What openPglite does with a new directory, given this snapshot.
    expect(startFromSnapshot(dir, snapshot)).toBe(true);

    await closeDb();
    Object.assign(process.env, { DATABASE_URL: "", PGLITE_DIR: dir });
    const db = await getDb();
    expect((await db.select().from(plants)).length).toBeGreaterThanOrEqual(60);
    await db.insert(users).values({ id: "snapshot-user", name: "Snap Shot", email: "snap@example.com" });
    await closeDb();
    const reopened = await getDb();
    expect((await reopened.select().from(users)).map((user) => user.id)).toContain("snapshot-user");
  });
});

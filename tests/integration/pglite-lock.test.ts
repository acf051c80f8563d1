// One process per embedded database: a second process is refused, with the directory and the
// holder's pid; a lock left by a dead process is taken over, and the data stays intact.
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { closeDb, getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";

const HOLDER = path.join(process.cwd(), "tests/support/hold-pglite.mts");
const savedEnv = { ...process.env };
const children: ChildProcess[] = [];

afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  await closeDb();
  process.env = { ...savedEnv };
});

/** Starts another app process holding `dir` open, once it has written the row `marker`. */
function startHolder(dir: string, marker: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", HOLDER, marker], {
    env: { ...process.env, DATABASE_URL: "", PGLITE_DIR: dir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = "";
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (/^ready$/m.test(output)) resolve(child);
    };
    child.stdout!.on("data", collect);
    child.stderr!.on("data", collect);
    child.on("exit", (code, signal) => reject(new Error(`the holder exited (${code ?? signal}) before it was ready:\n${output}`)));
    child.on("error", reject);
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", () => resolve())));

/** Opens `dir` in this process through the app's client, as the app would. */
async function openHere(dir: string) {
  await closeDb();
  process.env.DATABASE_URL = "";
  process.env.PGLITE_DIR = dir;
  return getDb();
}

async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""]);
  await exited(child);
  return child.pid!;
}

describe("one process per embedded database", () => {
  it("refuses a second process, naming the directory and the holder's pid; after the holder dies its data is intact", { timeout: 120_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-lock-"));
    const marker = `holder-${randomUUID()}`;
    const holder = await startHolder(dir, marker);

    const refused = await openHere(dir).then(
      () => null,
      (error: unknown) => error as Error,
    );
    expect(refused, "opening a directory another process holds must fail").toBeInstanceOf(Error);
    expect(refused?.message).toContain(path.resolve(dir));
    expect(refused?.message).toContain(`pid ${holder.pid}`);

    holder.kill("SIGKILL");
    await exited(holder);
    const db = await openHere(dir);
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, marker))).toEqual([{ id: marker }]);
    await db.insert(users).values({ id: `${marker}-after`, name: "After", email: `${marker}-after@example.com` });
    await closeDb();
    expect(fs.existsSync(path.join(dir, ".garden-lock"))).toBe(false);

    const reopened = await openHere(dir);
    expect(await reopened.select({ id: users.id }).from(users).where(eq(users.id, `${marker}-after`))).toHaveLength(1);
  });

  it("takes over a lock left by a process that is gone", { timeout: 60_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-lock-"));
    fs.writeFileSync(path.join(dir, ".garden-lock"), `${await deadPid()}\n`);
    const db = await openHere(dir);
    expect(await db.select({ id: users.id }).from(users).limit(1)).toEqual([]);
    expect(fs.readFileSync(path.join(dir, ".garden-lock"), "utf8").trim()).toBe(String(process.pid));
  });
});

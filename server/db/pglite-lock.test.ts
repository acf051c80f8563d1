import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lockPgliteDirectory, PgliteDirectoryInUseError } from "./pglite-lock.mjs";

const freshDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "pglite-lock-unit-"));
const lockFile = (dir: string) => path.join(dir, ".garden-lock");

describe("lockPgliteDirectory", () => {
  it("writes this process's pid and removes it on release", () => {
    const dir = freshDir();
    const release = lockPgliteDirectory(dir);
    expect(fs.readFileSync(lockFile(dir), "utf8")).toBe(`${process.pid}\n`);
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
    release();
  });

  it("refuses a directory a running process holds, naming the directory and its pid", () => {
    const dir = freshDir();
    fs.writeFileSync(lockFile(dir), `${process.ppid}\n`);
    expect(() => lockPgliteDirectory(dir)).toThrow(PgliteDirectoryInUseError);
    expect(() => lockPgliteDirectory(dir)).toThrow(`The embedded database in ${dir} is in use by another process (pid ${process.ppid})`);
    expect(fs.readFileSync(lockFile(dir), "utf8")).toBe(`${process.ppid}\n`);
  });

  it("refuses a second open in this process", () => {
    const dir = freshDir();
    const release = lockPgliteDirectory(dir);
    expect(() => lockPgliteDirectory(dir)).toThrow(/already open in this process/);
    release();
    lockPgliteDirectory(dir)();
  });

  it("takes over a lock whose process is gone, an unreadable one, and one with our pid from an earlier run", () => {
    for (const content of ["2147483646\n", "", "not a pid", `${process.pid}\n`]) {
      const dir = freshDir();
      fs.writeFileSync(lockFile(dir), content);
      const release = lockPgliteDirectory(dir);
      expect(fs.readFileSync(lockFile(dir), "utf8"), JSON.stringify(content)).toBe(`${process.pid}\n`);
      release();
    }
  });

  it("does not remove a lock that another process took in the meantime", () => {
    const dir = freshDir();
    const release = lockPgliteDirectory(dir);
    fs.writeFileSync(lockFile(dir), `${process.ppid}\n`);
    release();
    expect(fs.readFileSync(lockFile(dir), "utf8")).toBe(`${process.ppid}\n`);
  });
});

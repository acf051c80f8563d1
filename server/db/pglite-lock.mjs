// One process per embedded database directory: PGlite has no lock of its own, and two
// processes writing one directory corrupt it. A lock file in the directory holds the pid of the
// process that has it open; a lock whose process is gone (killed, crashed) is taken over.
// Plain JavaScript: `npm run admin` (scripts/admin.mjs) takes the same lock with this module.
import fs from "node:fs";
import path from "node:path";

const LOCK_FILE = ".garden-lock";

// The directories this process holds: a lock file with our pid may be left from an earlier run
// that had the same pid (pid 1 in a container). On globalThis, as the database itself, so that
// Next's dev reloads of this module still know.
const held = (globalThis.gardenPgliteLocks ??= new Set());
let releaseOnExit = false;

function pause(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Another process (or this one, through a second open) holds the directory. */
export class PgliteDirectoryInUseError extends Error {
  constructor(directory, pid) {
    super(
      pid === process.pid
        ? `The embedded database in ${directory} is already open in this process (pid ${pid}); close it before opening it again.`
        : `The embedded database in ${directory} is in use by another process (pid ${pid}). ` +
            `One process at a time may open it: stop that process, or set PGLITE_DIR to another directory. ` +
            `If no process ${pid} is running, delete ${path.join(directory, LOCK_FILE)}.`,
    );
    this.name = "PgliteDirectoryInUseError";
    this.directory = directory;
    this.pid = pid;
  }
}

function readHolder(lockPath) {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return error.code === "EPERM";
  }
}

function removeIfStill(lockPath, pid) {
  if (readHolder(lockPath) !== pid) return;
  try {
    fs.unlinkSync(lockPath);
  } catch (error) {
    if (error.code !== "ENOENT") throw error;
  }
}

function releaseAllOnExit() {
  if (releaseOnExit) return;
  releaseOnExit = true;
  process.once("exit", () => {
    for (const directory of held) removeIfStill(path.join(directory, LOCK_FILE), process.pid);
  });
}

/**
 * Takes the directory for this process, or throws PgliteDirectoryInUseError naming the directory
 * and the holder's pid. Returns the release, which the close of the database calls; the lock is
 * also released when the process exits.
 */
export function lockPgliteDirectory(dir) {
  const directory = path.resolve(dir);
  const lockPath = path.join(directory, LOCK_FILE);
  if (held.has(directory)) throw new PgliteDirectoryInUseError(directory, process.pid);
  fs.mkdirSync(directory, { recursive: true });
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, `${process.pid}\n`, { flag: "wx" });
      held.add(directory);
      releaseAllOnExit();
      return () => {
        if (!held.delete(directory)) return;
        removeIfStill(lockPath, process.pid);
      };
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
    }
    const holder = readHolder(lockPath);
    // An unreadable or half-written lock is the moment between another process creating it and
    // writing its pid: look again.
    if (holder === null) {
      if (attempt < 2) {
        pause(50);
        continue;
      }
      removeIfStill(lockPath, null);
      continue;
    }
    // Our own pid without our own open: left by an earlier run that had the same pid.
    if (holder !== process.pid && isRunning(holder)) throw new PgliteDirectoryInUseError(directory, holder);
    removeIfStill(lockPath, holder);
  }
  throw new Error(`Could not take the lock ${lockPath}: other processes keep taking it.`);
}

// For tests of one migration: the project's migrations up to (not including) it, in a folder of their own.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** A copy of drizzle/ whose journal stops before the migration `tag`; remove it when done. */
export function migrationsBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  fs.cpSync(path.join(process.cwd(), "drizzle"), folder, { recursive: true });
  const journalPath = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const target = journal.entries.findIndex((entry) => entry.tag === tag);
  if (target < 0) throw new Error(`No migration ${tag} in drizzle/meta/_journal.json`);
  fs.writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, target) }));
  return folder;
}

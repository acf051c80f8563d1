// The 10,000 most common passwords (common-passwords.txt beside this file, whose lines starting
// with # are its header), read once. Plain JavaScript: scripts/admin.mjs checks with it too.
import fs from "node:fs";
import path from "node:path";

const COMMON_PASSWORDS_FILE = path.join(process.cwd(), "server/auth/common-passwords.txt");

let commonPasswords;

/** Whether the password, in any case, is one of them. */
export function isCommonPassword(password) {
  commonPasswords ??= new Set(
    fs
      .readFileSync(COMMON_PASSWORDS_FILE, "utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("#"))
      .map((line) => line.toLowerCase()),
  );
  return commonPasswords.has(password.toLowerCase());
}

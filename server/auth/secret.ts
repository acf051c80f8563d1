import "server-only";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const SECRET_FILE = path.join(process.env.DATA_DIR || ".data", "auth-secret");

/**
 * BETTER_AUTH_SECRET when set; otherwise a random secret generated once and
 * kept in .data/ so sessions survive restarts of a zero-configuration install.
 */
export function authSecret(): string {
  const fromEnv = process.env.BETTER_AUTH_SECRET?.trim();
  if (fromEnv) return fromEnv;
  try {
    return fs.readFileSync(SECRET_FILE, "utf8").trim();
  } catch {
    const secret = crypto.randomBytes(32).toString("base64url");
    fs.mkdirSync(path.dirname(SECRET_FILE), { recursive: true });
    try {
      fs.writeFileSync(SECRET_FILE, secret, { mode: 0o600, flag: "wx" });
      return secret;
    } catch {
      // Another process wrote it first: use theirs.
      return fs.readFileSync(SECRET_FILE, "utf8").trim();
    }
  }
}

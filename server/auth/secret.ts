import "server-only";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env } from "@/server/env";

/**
 * BETTER_AUTH_SECRET when set; otherwise a random secret generated once and
 * kept in DATA_DIR so sessions survive restarts of a zero-configuration install.
 */
export function authSecret(): string {
  const { auth, dataDir } = env();
  if (auth.secret) return auth.secret;
  const secretFile = path.join(dataDir, "auth-secret");
  try {
    return fs.readFileSync(secretFile, "utf8").trim();
  } catch {
    const secret = crypto.randomBytes(32).toString("base64url");
    fs.mkdirSync(path.dirname(secretFile), { recursive: true });
    try {
      fs.writeFileSync(secretFile, secret, { mode: 0o600, flag: "wx" });
      return secret;
    } catch {
      // Another process wrote it first: use theirs.
      return fs.readFileSync(secretFile, "utf8").trim();
    }
  }
}

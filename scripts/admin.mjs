#!/usr/bin/env node
// `npm run admin -- <command>`: looking after an install from the server's shell, against the
// database the server uses: DATABASE_URL, else the embedded database in PGLITE_DIR (default
// $DATA_DIR/pglite), read from the environment or the same .env files `npm start` reads.
//
//   npm run admin -- reset-password <email>           a new random password, printed once
//   npm run admin -- reset-password <email> --stdin   the new password read from standard input
//
// A reset signs the account out on every device, cancels its reset links and lifts a lock from
// failed sign-ins. The embedded database may be open in one process at a time: while the server
// runs on it, this says so and exits with status 3 (stop the server, or use PostgreSQL).
//
// Plain JavaScript (the TypeScript app code needs the build): it takes the app's own plain-JavaScript
// modules for the lock (server/db/pglite-lock.mjs), the password rules (lib/password-rules.mjs,
// server/auth/common-passwords.mjs) and the rate-limit buckets (server/rate-limit-buckets.mjs), and
// hashes the way better-auth does (its own hashPassword), so the new password signs in at once.
import { randomInt, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordIsEmail } from "../lib/password-rules.mjs";
import { isCommonPassword } from "../server/auth/common-passwords.mjs";
import { lockPgliteDirectory, PgliteDirectoryInUseError } from "../server/db/pglite-lock.mjs";
import { rateLimitBucket } from "../server/rate-limit-buckets.mjs";

const USAGE = `Usage:
  npm run admin -- reset-password <email>           set a new random password and print it
  npm run admin -- reset-password <email> --stdin   set the password read from standard input`;

// Letters and digits that cannot be mistaken for one another when read aloud or copied by hand.
const PASSWORD_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** A refusal with a message for the administrator and the exit status. */
class AdminError extends Error {
  constructor(message, status = 1) {
    super(message);
    this.status = status;
  }
}

/** The variables `npm start` would see: the environment first, then the .env files in Next's order. */
function loadEnvironment() {
  for (const file of [".env.production.local", ".env.local", ".env.production", ".env"]) {
    if (fs.existsSync(file)) process.loadEnvFile(file);
  }
  const value = (name) => process.env[name]?.trim() || undefined;
  const clerk = Boolean(value("NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY") || value("CLERK_SECRET_KEY") || value("CLERK_JWT_KEY"));
  return {
    databaseUrl: value("DATABASE_URL"),
    pgliteDir: value("PGLITE_DIR") ?? path.join(value("DATA_DIR") ?? ".data", "pglite"),
    clerk,
  };
}

/** 20 characters in four groups (about 98 bits), e.g. "k7pqz-3mfa2-xw9rt-h4nce". */
function randomPassword() {
  const groups = [];
  for (let group = 0; group < 4; group += 1) {
    let text = "";
    for (let index = 0; index < 5; index += 1) text += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
    groups.push(text);
  }
  return groups.join("-");
}

/** The app's password rules: a reason to refuse, or null. */
function passwordProblem(password, email) {
  if (password.length < PASSWORD_MIN_LENGTH) return `The password is too short: use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `The password is too long: use at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (passwordIsEmail(password, email)) return "The password can't be the account's email address.";
  if (isCommonPassword(password)) return "That password is one of the 10,000 most common. Choose another.";
  return null;
}

async function readStandardInput() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  // One trailing line break (echo, a here-string) is not part of the password.
  return Buffer.concat(chunks).toString("utf8").replace(/\r?\n$/, "");
}

/** The database the server uses, as `query(text, params) → rows` and `close()`. */
async function openDatabase(config) {
  if (config.databaseUrl) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: config.databaseUrl, connectionTimeoutMillis: 10_000 });
    await client.connect().catch((error) => {
      throw new AdminError(`Could not connect to the PostgreSQL in DATABASE_URL: ${error.message}`);
    });
    return { query: async (text, params) => (await client.query(text, params)).rows, close: () => client.end() };
  }
  if (config.pgliteDir.startsWith("memory://")) throw new AdminError("PGLITE_DIR is memory://: an in-memory database lives only inside its server, so there is nothing to change here.");
  const directory = path.resolve(config.pgliteDir);
  if (!fs.existsSync(path.join(directory, "PG_VERSION"))) {
    throw new AdminError(`There is no embedded database in ${directory} yet (set PGLITE_DIR or DATABASE_URL as the server has them, or start the app once).`);
  }
  let release;
  try {
    release = lockPgliteDirectory(directory);
  } catch (error) {
    if (!(error instanceof PgliteDirectoryInUseError)) throw error;
    throw new AdminError(
      `The embedded database in ${directory} is in use by another process (pid ${error.pid}), most likely the app's server. ` +
        "It can be opened by one process at a time: stop the server, run this command again, then start the server.",
      3,
    );
  }
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const client = new PGlite(directory);
    await client.waitReady;
    return {
      query: async (text, params) => (await client.query(text, params)).rows,
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function resetPassword(config, email, fromStandardInput) {
  if (config.clerk) throw new AdminError("This server signs gardeners in with Clerk: reset their passwords in the Clerk dashboard.");
  const password = fromStandardInput ? await readStandardInput() : randomPassword();
  const problem = passwordProblem(password, email);
  if (problem) throw new AdminError(problem);
  const { hashPassword } = await import("better-auth/crypto");
  const hash = await hashPassword(password);

  const db = await openDatabase(config);
  try {
    await db.query("begin");
    const [user] = await db.query("select id, email from users where lower(email) = lower($1)", [email.trim()]);
    if (!user) throw new AdminError(`No account uses ${email.trim()}.`);
    const updated = await db.query(
      "update accounts set password = $2, updated_at = now() where user_id = $1 and provider_id = 'credential' returning id",
      [user.id, hash],
    );
    if (updated.length === 0) {
      await db.query(
        "insert into accounts (id, account_id, provider_id, user_id, password, created_at, updated_at) values ($1, $2, 'credential', $2, $3, now(), now())",
        [randomUUID(), user.id, hash],
      );
    }
    const signedOut = await db.query("delete from sessions where user_id = $1 returning id", [user.id]);
    await db.query("delete from verifications where value = $1 and identifier like 'reset-password:%'", [user.id]);
    await db.query("delete from api_tokens where user_id = $1", [user.id]);
    await db.query("delete from rate_limit_events where bucket = $1", [rateLimitBucket("sign-in-failure", user.email)]);
    await db.query("commit");
    const sessions = signedOut.length === 1 ? "1 session" : `${signedOut.length} sessions`;
    console.log(`The password of ${user.email} is reset, and ${sessions} signed out.`);
    if (!fromStandardInput) console.log(`New password: ${password}`);
  } catch (error) {
    await db.query("rollback").catch(() => {});
    throw error;
  } finally {
    await db.close();
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { stdin: { type: "boolean", default: false }, help: { type: "boolean", short: "h", default: false } },
  });
  const [command, email, ...rest] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  if (command !== "reset-password") throw new AdminError(`Unknown command "${command}".\n${USAGE}`, 2);
  if (!email || rest.length > 0 || !email.includes("@")) throw new AdminError(`Name one account by its email.\n${USAGE}`, 2);
  await resetPassword(loadEnvironment(), email, values.stdin);
}

try {
  await main();
} catch (error) {
  if (error instanceof AdminError) {
    console.error(error.message);
    process.exitCode = error.status;
  } else if (error?.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") {
    console.error(`${error.message}\n${USAGE}`);
    process.exitCode = 2;
  } else {
    console.error(error);
    process.exitCode = 1;
  }
}

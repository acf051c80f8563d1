// Every environment variable the app reads: read, validated and documented here, and
// nowhere else (a NEXT_PUBLIC_* read that Next must inline into the browser is the one
// exception, commented where it happens). An empty value means unset. An invalid value
// stops start-up (instrumentation.ts) with a message that names the variable.
//
// No `import "server-only"`: proxy.ts reads the auth settings through this module too.
import path from "node:path";
import { z } from "zod";

/** The variables, each with what it must be. The README's configuration table lists the same. */
const variables = {
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
    .optional(),
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: "must be a whole number from 1 to 1000" })
    .int({ error: "must be a whole number from 1 to 1000" })
    .min(1, { error: "must be a whole number from 1 to 1000" })
    .max(1000, { error: "must be a whole number from 1 to 1000" })
    .default(10),
  DATABASE_POOLING: z.enum(["transaction", "session"], { error: 'must be "transaction" or "session"' }).optional(),
  DATABASE_CONNECT_TIMEOUT_MS: milliseconds(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(10_000),
  DATA_DIR: z.string().default(".data"),
  PGLITE_DIR: z.string().optional(),
  BETTER_AUTH_SECRET: z.string().min(32, { error: "must be at least 32 characters long" }).optional(),
  BETTER_AUTH_URL: httpUrl().optional(),
  APP_URL: httpUrl().optional(),
  AUTH_RATE_LIMIT: z.enum(["on", "off"], { error: 'must be "on" or "off"' }).default("on"),
  TRUSTED_PROXIES: z.coerce
    .number({ error: "must be a whole number from 0 to 10" })
    .int({ error: "must be a whole number from 0 to 10" })
    .min(0, { error: "must be a whole number from 0 to 10" })
    .max(10, { error: "must be a whole number from 0 to 10" })
    .default(0),
  NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: z.string().optional(),
  CLERK_SECRET_KEY: z.string().optional(),
  CLERK_JWT_KEY: z.string().optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: httpUrl().optional(),
  AI_CHAT_MODEL: z.string().default("gpt-4o-mini"),
  AI_VISION_MODEL: z.string().default("gpt-4o-mini"),
  AI_CHAT_TIMEOUT_MS: milliseconds(60_000),
  AI_VISION_TIMEOUT_MS: milliseconds(90_000),
  OPEN_METEO_FORECAST_URL: httpUrl().optional(),
  OPEN_METEO_GEOCODING_URL: httpUrl().optional(),
  OPEN_METEO_API_KEY: z.string().optional(),
  OPEN_METEO_ARCHIVE_URL: httpUrl().optional(),
  UPLOADS_DIR: z.string().optional(),
  IMPORT_MAX_MB: z.coerce
    .number({ error: "must be a whole number of megabytes from 1 to 1024" })
    .int({ error: "must be a whole number of megabytes from 1 to 1024" })
    .min(1, { error: "must be a whole number of megabytes from 1 to 1024" })
    .max(1024, { error: "must be a whole number of megabytes from 1 to 1024" })
    .default(100),
  CRON_SECRET: z.string().min(16, { error: "must be at least 16 characters long" }).optional(),
  REMINDERS_SCHEDULER: z.enum(["on", "off"], { error: 'must be "on" or "off"' }).default("on"),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  MAIL_FROM: z.string().regex(/^[^\r\n]*<?[^\s@<>]+@[^\s@<>]+>?$/, { error: 'must be an address, like "Garden <garden@example.com>"' }).optional(),
  NTFY_URL: httpUrl().default("https://ntfy.sh"),
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/, { error: "must be a URL-safe base64 P-256 public key (87 characters)" }).optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: "must be a URL-safe base64 P-256 private key (43 characters)" }).optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/, { error: "must be a mailto: or https:// URL" }).optional(),
  PUSH_ALLOW_LOOPBACK: z.enum(["true", "false"], { error: 'must be "true" or "false"' }).default("false"),
  BLOB_READ_WRITE_TOKEN: z.string().optional(),
  // Any S3-compatible store for photos (server/storage/s3.ts).
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: "must be an S3 bucket name: 3 to 63 lowercase letters, digits, dots and hyphens" }).optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]{1,40}$/, { error: 'must be a region name, like "eu-west-1" or "auto"' }).optional(),
  S3_ENDPOINT: httpUrl().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  OIDC_ISSUER: httpUrl().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_PROVIDER_NAME: z
    .string()
    .max(40, { error: "must be at most 40 characters: it is shown on a button" })
    .regex(/^[^\p{Cc}]*$/u, { error: "must not contain control characters" })
    .optional(),
  // Who runs this server: the Terms speak for them and the footer's Contact Us writes to them.
  OPERATOR_NAME: z
    .string()
    .max(100, { error: "must be at most 100 characters" })
    .regex(/^[^\p{Cc}]*$/u, { error: "must not contain control characters" })
    .optional(),
  OPERATOR_EMAIL: z.email({ error: "must be an email address, like garden@example.org" }).optional(),
  OPERATOR_URL: httpUrl().optional(),
  OPERATOR_PRIVACY_URL: httpUrl().optional(),
  // Where it runs (docs: README, Deploying). Vercel sets VERCEL=1 (a platform with no lasting disk),
  // VERCEL_ENV, its URLs (host names, no scheme) and the commit; DEPLOYMENT_ENV is the same stage elsewhere.
  DEPLOYMENT_ENV: deploymentStage(),
  // A preview's one-click demo gardener (server/demo.ts); ignored anywhere but a preview.
  PREVIEW_DEMO: z.enum(["on", "off"], { error: 'must be "on" or "off"' }).default("off"),
  VERCEL: z.string().optional(),
  VERCEL_ENV: deploymentStage(),
  VERCEL_URL: hostName(),
  VERCEL_BRANCH_URL: hostName(),
  VERCEL_PROJECT_PRODUCTION_URL: hostName(),
  VERCEL_GIT_COMMIT_REF: z.string().max(255, { error: "must be at most 255 characters" }).optional(),
  VERCEL_GIT_COMMIT_SHA: z.string().regex(/^[0-9a-f]{7,64}$/i, { error: "must be a commit hash" }).optional(),
  // Set by Next itself: `phase-production-build` while `next build` runs.
  NEXT_PHASE: z.string().optional(),
  // Set by `next dev` and `next start` themselves.
  NODE_ENV: z.enum(["development", "production", "test"], { error: 'must be "development", "production" or "test"' }).default("production"),
};

/** Values that are never echoed in an error message. */
const SECRETS = new Set([
  "DATABASE_URL",
  "BETTER_AUTH_SECRET",
  "CLERK_SECRET_KEY",
  "OPENAI_API_KEY",
  "OPEN_METEO_API_KEY",
  "BLOB_READ_WRITE_TOKEN",
  "S3_SECRET_ACCESS_KEY",
  "CRON_SECRET",
  "SMTP_URL",
  "VAPID_PRIVATE_KEY",
  "OIDC_CLIENT_SECRET",
]);

type VariableName = keyof typeof variables;
const NAMES = Object.keys(variables) as VariableName[];

function httpUrl() {
  return z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" });
}

function deploymentStage() {
  return z.enum(["production", "preview", "development"], { error: 'must be "production", "preview" or "development"' }).optional();
}

/** A host name as Vercel gives its URLs: no scheme, no path. */
function hostName() {
  return z
    .string()
    .regex(/^[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d{1,5})?$/, { error: 'must be a host name without a scheme, like "garden-git-main-team.vercel.app"' })
    .optional();
}

/**
 * Where the app answers, by its own origins: APP_URL (else BETTER_AUTH_URL) is the public URL;
 * unset, a preview's is its branch URL (else its deployment URL) and production's is Vercel's
 * production domain. A preview also answers at its deployment and branch URLs, whatever APP_URL says.
 * None of these: the address the browser used (server/http/origin.ts).
 */
function deploymentOrigins(raw: z.output<z.ZodObject<typeof variables>>) {
  const stage = raw.DEPLOYMENT_ENV ?? raw.VERCEL_ENV;
  const https = (host: string | undefined) => (host ? `https://${host.toLowerCase()}` : undefined);
  const preview = stage === "preview";
  const ownUrls = preview ? [https(raw.VERCEL_BRANCH_URL), https(raw.VERCEL_URL)].filter((url) => url !== undefined) : [];
  const publicUrl = (raw.APP_URL ?? raw.BETTER_AUTH_URL)?.replace(/\/+$/, "") ?? (preview ? ownUrls[0] : stage === "production" ? https(raw.VERCEL_PROJECT_PRODUCTION_URL) : undefined);
  return {
    publicUrl,
    origins: publicUrl ? [...new Set([publicUrl, ...ownUrls])] : [],
    preview: preview ? { branch: raw.VERCEL_GIT_COMMIT_REF, commit: raw.VERCEL_GIT_COMMIT_SHA?.slice(0, 7).toLowerCase() } : undefined,
  };
}

/**
 * The pooling a database URL's host stands for, where the service's own URLs tell: Neon's pooled
 * hosts have "-pooler" in their first label; Supabase's pooler answers in transaction mode on
 * port 6543 (session mode on 5432). Anything else is taken as a direct connection.
 */
export function detectPooling(databaseUrl: string): "transaction" | "session" {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return "session";
  }
  const host = url.hostname.toLowerCase();
  if (/^[^.]+-pooler\./.test(host) && host.endsWith(".neon.tech")) return "transaction";
  if (host.endsWith(".pooler.supabase.com") && url.port === "6543") return "transaction";
  return "session";
}

function milliseconds(fallback: number) {
  const message = "must be a whole number of milliseconds, at least 1";
  return z.coerce.number({ error: message }).int({ error: message }).min(1, { error: message }).default(fallback);
}

/** Single sign-on takes all four of these, or none. */
const OIDC_VARIABLES = ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET", "OIDC_PROVIDER_NAME"] as const;

/** Variables that only make sense together. */
function checkPairs(raw: z.output<z.ZodObject<typeof variables>>, context: z.core.$RefinementCtx) {
  if (Boolean(raw.VAPID_PUBLIC_KEY) !== Boolean(raw.VAPID_PRIVATE_KEY)) {
    const missing = raw.VAPID_PUBLIC_KEY ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY";
    context.addIssue({ code: "custom", path: [missing], message: "must be set too: the VAPID keys are a pair" });
  }
  if (Boolean(raw.S3_ACCESS_KEY_ID) !== Boolean(raw.S3_SECRET_ACCESS_KEY)) {
    const missing = raw.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID";
    context.addIssue({ code: "custom", path: [missing], message: "must be set too: the S3 access key id and secret are a pair" });
  }
  for (const name of ["S3_REGION", "S3_ENDPOINT", "S3_ACCESS_KEY_ID"] as const) {
    if (raw[name] && !raw.S3_BUCKET) context.addIssue({ code: "custom", path: ["S3_BUCKET"], message: `must be set when ${name} is: the bucket photos are kept in` });
  }
  if (raw.S3_BUCKET && raw.BLOB_READ_WRITE_TOKEN) {
    context.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "must not be set with BLOB_READ_WRITE_TOKEN: photos go to one store, Vercel Blob or S3" });
  }
  if (raw.SMTP_URL && !raw.MAIL_FROM) {
    context.addIssue({ code: "custom", path: ["MAIL_FROM"], message: "must be set when SMTP_URL is: the address reminders are sent from" });
  }
  // No lasting disk: the embedded database and local photos would vanish with each instance. Not
  // while `next build` runs (it runs there too, before the deployment's variables matter).
  if (raw.VERCEL === "1" && raw.NEXT_PHASE !== "phase-production-build") {
    if (!raw.DATABASE_URL) {
      context.addIssue({ code: "custom", path: ["DATABASE_URL"], message: "must be set on Vercel (VERCEL=1): it has no lasting disk for the embedded database, so its data would vanish" });
    }
    if (!raw.BLOB_READ_WRITE_TOKEN && !raw.S3_BUCKET) {
      context.addIssue({ code: "custom", path: ["BLOB_READ_WRITE_TOKEN"], message: "must be set on Vercel (VERCEL=1), or S3_BUCKET: it has no lasting disk for photos, so they would vanish (connect a Vercel Blob store to the project)" });
    }
  }
  const oidcSet = OIDC_VARIABLES.filter((name) => raw[name] !== undefined);
  if (oidcSet.length > 0) {
    for (const name of OIDC_VARIABLES.filter((name) => raw[name] === undefined)) {
      context.addIssue({ code: "custom", path: [name], message: `must be set too: single sign-on needs OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and OIDC_PROVIDER_NAME (${oidcSet.join(", ")} set)` });
    }
    // The provider sends the gardener back to a redirect URI registered with it: one fixed address.
    if (!raw.APP_URL && !raw.BETTER_AUTH_URL) {
      context.addIssue({ code: "custom", path: ["APP_URL"], message: "must be set for single sign-on (OIDC_*): the address the provider sends gardeners back to" });
    }
  }
}

const schema = z.object(variables).superRefine(checkPairs).transform((raw) => {
  const openMeteoHost = raw.OPEN_METEO_API_KEY ? "customer-" : "";
  const { publicUrl, origins, preview } = deploymentOrigins(raw);
  return {
    database: {
      /** Unset: the embedded PGlite. */
      url: raw.DATABASE_URL,
      poolSize: raw.DATABASE_POOL_SIZE,
      /** "transaction": a PgBouncer-style pooler hands each transaction to any server connection (server/db/postgres-pool.ts). */
      pooling: raw.DATABASE_POOLING ?? (raw.DATABASE_URL ? detectPooling(raw.DATABASE_URL) : "session"),
      /** How long opening a connection (or waiting for a free one) may take. */
      connectTimeoutMs: raw.DATABASE_CONNECT_TIMEOUT_MS,
      /** How long one statement may take, on the server and, for a server that does not answer, in the client. */
      statementTimeoutMs: raw.DATABASE_STATEMENT_TIMEOUT_MS,
      pgliteDir: raw.PGLITE_DIR ?? path.join(raw.DATA_DIR, "pglite"),
    },
    dataDir: raw.DATA_DIR,
    /** `next dev`: the browser needs eval and a live-reload socket. */
    development: raw.NODE_ENV === "development",
    /** `next build` is running: no start-up work (sweeps, connections). */
    building: raw.NEXT_PHASE === "phase-production-build",
    /**
     * The server is a process that lasts (`npm start`, `next dev`), so it runs its own timers (the
     * photo sweep, the reminders). Not on Vercel (VERCEL=1), whose functions last one request:
     * there Vercel Cron calls /api/cron/photos and /api/cron/reminders (vercel.json).
     */
    lastingProcess: raw.VERCEL !== "1",
    /** The public URL of the install (APP_URL, else BETTER_AUTH_URL, else the deployment's: see deploymentOrigins); unset: whatever address the app was opened at. */
    publicUrl,
    /** Every origin the app answers at as its own (the public URL first); empty when there is none. */
    origins,
    /** DEPLOYMENT_ENV or VERCEL_ENV is "preview": the branch and short commit it was built from; else undefined. */
    preview,
    /** PREVIEW_DEMO=on on a preview: the login page offers "Try the demo" (server/demo.ts). Never elsewhere. */
    previewDemo: raw.PREVIEW_DEMO === "on" && preview !== undefined,
    auth: {
      secret: raw.BETTER_AUTH_SECRET,
      rateLimit: raw.AUTH_RATE_LIMIT === "on",
    },
    /** How many reverse proxies in front of the app append to X-Forwarded-For (server/http/client-address.ts). */
    trustedProxies: raw.TRUSTED_PROXIES,
    clerk: {
      publishableKey: raw.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY,
      secretKey: raw.CLERK_SECRET_KEY,
      jwtKey: raw.CLERK_JWT_KEY,
    },
    ai: {
      apiKey: raw.OPENAI_API_KEY,
      baseUrl: raw.OPENAI_BASE_URL,
      chatModel: raw.AI_CHAT_MODEL,
      visionModel: raw.AI_VISION_MODEL,
      chatTimeoutMs: raw.AI_CHAT_TIMEOUT_MS,
      visionTimeoutMs: raw.AI_VISION_TIMEOUT_MS,
    },
    openMeteo: {
      forecastUrl: raw.OPEN_METEO_FORECAST_URL ?? `https://${openMeteoHost}api.open-meteo.com/v1/forecast`,
      geocodingUrl: raw.OPEN_METEO_GEOCODING_URL ?? `https://${openMeteoHost}geocoding-api.open-meteo.com/v1/search`,
      /** Historical daily weather (the frost dates). */
      archiveUrl: raw.OPEN_METEO_ARCHIVE_URL ?? `https://${openMeteoHost}archive-api.open-meteo.com/v1/archive`,
      apiKey: raw.OPEN_METEO_API_KEY,
    },
    reminders: {
      /** Vercel Cron's bearer secret for GET /api/cron/reminders; unset: that route is closed. */
      cronSecret: raw.CRON_SECRET,
      /** The once-a-minute timer inside `next start` (server/notifications/scheduler.ts). */
      scheduler: raw.REMINDERS_SCHEDULER === "on",
    },
    notifications: {
      /** Unset: email is not offered. */
      smtpUrl: raw.SMTP_URL,
      mailFrom: raw.MAIL_FROM,
      ntfyUrl: raw.NTFY_URL.replace(/\/+$/, ""),
      /** Both set: this pair; neither: a pair generated once and kept in the database. */
      vapid: raw.VAPID_PUBLIC_KEY && raw.VAPID_PRIVATE_KEY ? { publicKey: raw.VAPID_PUBLIC_KEY, privateKey: raw.VAPID_PRIVATE_KEY } : undefined,
      vapidSubject: raw.VAPID_SUBJECT,
      /** Tests: push endpoints on http://127.0.0.1 are accepted. */
      pushAllowLoopback: raw.PUSH_ALLOW_LOOPBACK === "true",
    },
    /** Single sign-on through an OpenID Connect provider; unset: email and password only. */
    oidc:
      raw.OIDC_ISSUER && raw.OIDC_CLIENT_ID && raw.OIDC_CLIENT_SECRET && raw.OIDC_PROVIDER_NAME
        ? {
            issuer: raw.OIDC_ISSUER.replace(/\/+$/, ""),
            discoveryUrl: `${raw.OIDC_ISSUER.replace(/\/+$/, "")}/.well-known/openid-configuration`,
            clientId: raw.OIDC_CLIENT_ID,
            clientSecret: raw.OIDC_CLIENT_SECRET,
            /** Shown as "Continue with {providerName}". */
            providerName: raw.OIDC_PROVIDER_NAME,
          }
        : undefined,
    /** Who runs this server (each unset: not published); shown in the Terms and the footer (server/operator.ts). */
    operator: {
      name: raw.OPERATOR_NAME,
      email: raw.OPERATOR_EMAIL,
      url: raw.OPERATOR_URL,
      privacyUrl: raw.OPERATOR_PRIVACY_URL,
    },
    storage: {
      uploadsDir: raw.UPLOADS_DIR ?? path.join(raw.DATA_DIR, "uploads"),
      blobToken: raw.BLOB_READ_WRITE_TOKEN,
      /** Any S3-compatible store (server/storage/s3.ts); unset: Blob with its token, else the disk. */
      s3: raw.S3_BUCKET
        ? {
            bucket: raw.S3_BUCKET,
            region: raw.S3_REGION ?? "us-east-1",
            endpoint: raw.S3_ENDPOINT?.replace(/\/+$/, ""),
            credentials: raw.S3_ACCESS_KEY_ID && raw.S3_SECRET_ACCESS_KEY ? { accessKeyId: raw.S3_ACCESS_KEY_ID, secretAccessKey: raw.S3_SECRET_ACCESS_KEY } : undefined,
          }
        : undefined,
    },
    imports: {
      /** The largest file POST /api/import takes (server/export/upload.ts). */
      maxBytes: raw.IMPORT_MAX_MB * 1024 * 1024,
    },
  };
});

export type ServerEnv = z.output<typeof schema>;

/** A configuration the app cannot start with. */
export class InvalidEnvironmentError extends Error {
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "InvalidEnvironmentError";
  }
}

function readRaw(source: Record<string, string | undefined>): Record<VariableName, string | undefined> {
  const raw = {} as Record<VariableName, string | undefined>;
  for (const name of NAMES) {
    const value = source[name]?.trim();
    raw[name] = value === "" ? undefined : value;
  }
  return raw;
}

/** Parses a set of variables; throws InvalidEnvironmentError naming each bad one. */
export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const raw = readRaw(source);
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0]) as VariableName;
    const shown = SECRETS.has(name) ? "" : ` (got ${JSON.stringify(raw[name])})`;
    return `${name} ${issue.message}${shown}`;
  });
  throw new InvalidEnvironmentError(problems);
}

let cached: { fingerprint: string; env: ServerEnv } | undefined;

/**
 * The validated configuration. A production server's environment is fixed when it starts, so it
 * is parsed once (reading its fifty variables on every call was 1.5% of a busy API route); in
 * tests and `next dev` it is parsed again when a variable changes (tests switch fake servers on
 * and off between cases, and Next reloads an edited .env).
 */
export function env(): ServerEnv {
  if (cached && process.env.NODE_ENV === "production") return cached.env;
  const fingerprint = NAMES.map((name) => process.env[name] ?? "").join("\u0000");
  if (cached?.fingerprint !== fingerprint) cached = { fingerprint, env: parseEnv(process.env) };
  return cached.env;
}

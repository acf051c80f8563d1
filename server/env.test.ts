import { afterEach, describe, expect, it, vi } from "vitest";
import { env, InvalidEnvironmentError, parseEnv } from "./env";

describe("server configuration", () => {
  it("works with nothing set: embedded database and uploads under .data, offline assistant, public Open-Meteo", () => {
    const config = parseEnv({});
    expect(config.database).toEqual({
      url: undefined,
      poolSize: 10,
      pooling: "session",
      connectTimeoutMs: 5_000,
      statementTimeoutMs: 10_000,
      pgliteDir: ".data/pglite",
    });
    expect(config.storage).toEqual({ uploadsDir: ".data/uploads", blobToken: undefined, s3: undefined });
    expect(config.publicUrl).toBeUndefined();
    expect(config.auth.rateLimit).toBe(true);
    expect(config.ai).toMatchObject({ apiKey: undefined, baseUrl: undefined, chatTimeoutMs: 60_000, visionTimeoutMs: 90_000 });
    expect(config.openMeteo.forecastUrl).toBe("https://api.open-meteo.com/v1/forecast");
  });

  it("reads who runs the server, each part optional, and refuses what cannot be shown or written to", () => {
    expect(parseEnv({}).operator).toEqual({ name: undefined, email: undefined, url: undefined, privacyUrl: undefined });
    expect(
      parseEnv({
        OPERATOR_NAME: " Riverside Allotment Society ",
        OPERATOR_EMAIL: "gardens@riverside.example",
        OPERATOR_URL: "https://riverside.example",
        OPERATOR_PRIVACY_URL: "https://riverside.example/privacy",
      }).operator,
    ).toEqual({
      name: "Riverside Allotment Society",
      email: "gardens@riverside.example",
      url: "https://riverside.example",
      privacyUrl: "https://riverside.example/privacy",
    });
    expect(parseEnv({ OPERATOR_EMAIL: "  " }).operator.email).toBeUndefined();
    expect(() => parseEnv({ OPERATOR_EMAIL: "nobody" })).toThrow('OPERATOR_EMAIL must be an email address, like garden@example.org (got "nobody")');
    expect(() => parseEnv({ OPERATOR_URL: "riverside.example" })).toThrow("OPERATOR_URL must be an http:// or https:// URL");
    expect(() => parseEnv({ OPERATOR_PRIVACY_URL: "javascript:alert(1)" })).toThrow("OPERATOR_PRIVACY_URL must be an http:// or https:// URL");
    expect(() => parseEnv({ OPERATOR_NAME: "x".repeat(101) })).toThrow("OPERATOR_NAME must be at most 100 characters");
  });

  it("knows a transaction pooler from DATABASE_POOLING, else from the URLs Neon and Supabase hand out for their poolers", () => {
    const pooling = (variables: Record<string, string>) => parseEnv(variables).database.pooling;
    expect(pooling({ DATABASE_URL: "postgres://u:p@db.internal:5432/garden" })).toBe("session");
    expect(pooling({ DATABASE_URL: "postgres://u:p@ep-cool-darkness-123456-pooler.us-east-2.aws.neon.tech/neondb?sslmode=require" })).toBe("transaction");
    expect(pooling({ DATABASE_URL: "postgres://u:p@ep-cool-darkness-123456.us-east-2.aws.neon.tech/neondb" })).toBe("session");
    expect(pooling({ DATABASE_URL: "postgres://u:p@aws-0-eu-central-1.pooler.supabase.com:6543/postgres" })).toBe("transaction");
    expect(pooling({ DATABASE_URL: "postgres://u:p@aws-0-eu-central-1.pooler.supabase.com:5432/postgres" })).toBe("session");
    // A look-alike host elsewhere is not Neon's.
    expect(pooling({ DATABASE_URL: "postgres://u:p@ep-x-pooler.neon.tech.example.org/db" })).toBe("session");
    expect(pooling({ DATABASE_URL: "postgres://u:p@127.0.0.1:6432/garden", DATABASE_POOLING: "transaction" })).toBe("transaction");
    expect(pooling({ DATABASE_URL: "postgres://u:p@aws-0-eu-central-1.pooler.supabase.com:6543/postgres", DATABASE_POOLING: "session" })).toBe("session");
    expect(() => parseEnv({ DATABASE_POOLING: "statement" })).toThrow('DATABASE_POOLING must be "transaction" or "session" (got "statement")');
  });

  it("treats an empty or blank value as unset", () => {
    const config = parseEnv({ DATABASE_POOL_SIZE: "", DATABASE_URL: "  ", APP_URL: "", OPENAI_API_KEY: "" });
    expect(config.database.poolSize).toBe(10);
    expect(config.database.url).toBeUndefined();
    expect(config.publicUrl).toBeUndefined();
    expect(config.ai.apiKey).toBeUndefined();
  });

  it("moves the embedded database and uploads with DATA_DIR", () => {
    const config = parseEnv({ DATA_DIR: "/var/lib/garden" });
    expect(config.database.pgliteDir).toBe("/var/lib/garden/pglite");
    expect(config.storage.uploadsDir).toBe("/var/lib/garden/uploads");
    expect(parseEnv({ DATA_DIR: "/var/lib/garden", PGLITE_DIR: "memory://" }).database.pgliteDir).toBe("memory://");
  });

  it("takes the public URL from APP_URL, else BETTER_AUTH_URL, without a trailing slash", () => {
    expect(parseEnv({ BETTER_AUTH_URL: "https://garden.example/" }).publicUrl).toBe("https://garden.example");
    expect(parseEnv({ APP_URL: "https://a.example", BETTER_AUTH_URL: "https://b.example" }).publicUrl).toBe("https://a.example");
  });

  it("on Vercel (VERCEL=1, no lasting disk) refuses the embedded database and local photos, but not while building", () => {
    expect(() => parseEnv({ VERCEL: "1" })).toThrow(InvalidEnvironmentError);
    expect(() => parseEnv({ VERCEL: "1", BLOB_READ_WRITE_TOKEN: "vercel_blob_rw_x" })).toThrow("DATABASE_URL must be set on Vercel (VERCEL=1)");
    expect(() => parseEnv({ VERCEL: "1", DATABASE_URL: "postgres://db.example/garden" })).toThrow("BLOB_READ_WRITE_TOKEN must be set on Vercel (VERCEL=1)");
    expect(() => parseEnv({ VERCEL: "1", BLOB_READ_WRITE_TOKEN: "vercel_blob_rw_secret" })).not.toThrow("vercel_blob_rw_secret");
    expect(parseEnv({ VERCEL: "1", DATABASE_URL: "postgres://db.example/garden", BLOB_READ_WRITE_TOKEN: "vercel_blob_rw_x" }).database.url).toBe("postgres://db.example/garden");
    expect(parseEnv({ VERCEL: "1", NEXT_PHASE: "phase-production-build" }).building).toBe(true);
  });

  it("keeps photos in an S3-compatible store with S3_BUCKET, path-style at an endpoint, with a key pair or the SDK's own credentials", () => {
    expect(
      parseEnv({ S3_BUCKET: "garden-photos", S3_REGION: "auto", S3_ENDPOINT: "http://127.0.0.1:9000/", S3_ACCESS_KEY_ID: "minio", S3_SECRET_ACCESS_KEY: "minio-secret" }).storage.s3,
    ).toEqual({ bucket: "garden-photos", region: "auto", endpoint: "http://127.0.0.1:9000", credentials: { accessKeyId: "minio", secretAccessKey: "minio-secret" } });
    expect(parseEnv({ S3_BUCKET: "garden-photos" }).storage.s3).toEqual({ bucket: "garden-photos", region: "us-east-1", endpoint: undefined, credentials: undefined });
    expect(() => parseEnv({ S3_BUCKET: "garden-photos", S3_ACCESS_KEY_ID: "minio" })).toThrow("S3_SECRET_ACCESS_KEY must be set too");
    expect(() => parseEnv({ S3_BUCKET: "garden-photos", S3_SECRET_ACCESS_KEY: "minio-secret" })).not.toThrow("minio-secret");
    expect(() => parseEnv({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrow("S3_BUCKET must be set when S3_ENDPOINT is");
    expect(() => parseEnv({ S3_BUCKET: "Garden_Photos" })).toThrow("S3_BUCKET must be an S3 bucket name");
    expect(() => parseEnv({ S3_BUCKET: "garden-photos", BLOB_READ_WRITE_TOKEN: "vercel_blob_rw_x" })).toThrow("photos go to one store");
    // On Vercel, S3 is a lasting store for photos too.
    expect(parseEnv({ VERCEL: "1", DATABASE_URL: "postgres://db.example/garden", S3_BUCKET: "garden-photos" }).storage.s3?.bucket).toBe("garden-photos");
  });

  it("runs its own timers only in a process that lasts: not on Vercel, where Vercel Cron calls the jobs", () => {
    expect(parseEnv({}).lastingProcess).toBe(true);
    expect(parseEnv({ VERCEL: "1", DATABASE_URL: "postgres://db.example/garden", BLOB_READ_WRITE_TOKEN: "vercel_blob_rw_x" }).lastingProcess).toBe(false);
    expect(parseEnv({}).database.url).toBeUndefined();
  });

  describe("where it runs", () => {
    const vercelPreview = {
      VERCEL_ENV: "preview",
      VERCEL_URL: "garden-abc123-team.vercel.app",
      VERCEL_BRANCH_URL: "garden-git-feature-frost-team.vercel.app",
      VERCEL_PROJECT_PRODUCTION_URL: "garden.example",
      VERCEL_GIT_COMMIT_REF: "feature/frost",
      VERCEL_GIT_COMMIT_SHA: "1A2B3C4D5E6F7A8B9C0D1E2F3A4B5C6D7E8F9A0B",
    };

    it("is no preview and has no origin of its own with nothing set", () => {
      expect(parseEnv({})).toMatchObject({ preview: undefined, publicUrl: undefined, origins: [] });
    });

    it("marks a Vercel preview with its branch and short commit, and answers at its branch and deployment URLs", () => {
      const config = parseEnv(vercelPreview);
      expect(config.preview).toEqual({ branch: "feature/frost", commit: "1a2b3c4" });
      expect(config.publicUrl).toBe("https://garden-git-feature-frost-team.vercel.app");
      expect(config.origins).toEqual(["https://garden-git-feature-frost-team.vercel.app", "https://garden-abc123-team.vercel.app"]);
    });

    it("keeps APP_URL as a preview's public URL, and still answers at the preview's own URLs", () => {
      const config = parseEnv({ ...vercelPreview, APP_URL: "https://staging.garden.example/" });
      expect(config.publicUrl).toBe("https://staging.garden.example");
      expect(config.origins).toEqual(["https://staging.garden.example", "https://garden-git-feature-frost-team.vercel.app", "https://garden-abc123-team.vercel.app"]);
    });

    it("gives production one origin: APP_URL, else Vercel's production domain (never the deployment's own URL)", () => {
      const production = { ...vercelPreview, VERCEL_ENV: "production" };
      expect(parseEnv(production)).toMatchObject({ preview: undefined, publicUrl: "https://garden.example", origins: ["https://garden.example"] });
      expect(parseEnv({ ...production, APP_URL: "https://www.garden.example" }).origins).toEqual(["https://www.garden.example"]);
      expect(parseEnv({ VERCEL_ENV: "development", VERCEL_PROJECT_PRODUCTION_URL: "garden.example" }).publicUrl).toBeUndefined();
    });

    it("takes DEPLOYMENT_ENV before VERCEL_ENV: a self-hoster's staging is a preview, and a promoted build is production", () => {
      expect(parseEnv({ DEPLOYMENT_ENV: "preview" })).toMatchObject({ preview: { branch: undefined, commit: undefined }, publicUrl: undefined, origins: [] });
      expect(parseEnv({ ...vercelPreview, DEPLOYMENT_ENV: "production" }).preview).toBeUndefined();
    });

    it("refuses a stage it does not know, a URL with a scheme where a host is meant, and a commit that is not a hash", () => {
      expect(() => parseEnv({ DEPLOYMENT_ENV: "staging" })).toThrow('DEPLOYMENT_ENV must be "production", "preview" or "development"');
      expect(() => parseEnv({ VERCEL_URL: "https://garden.vercel.app" })).toThrow("VERCEL_URL must be a host name without a scheme");
      expect(() => parseEnv({ VERCEL_GIT_COMMIT_SHA: "main" })).toThrow("VERCEL_GIT_COMMIT_SHA must be a commit hash");
    });
  });

  it("stops with a message that names each invalid variable and what it must be", () => {
    const parse = () =>
      parseEnv({
        DATABASE_POOL_SIZE: "lots",
        AI_CHAT_TIMEOUT_MS: "-5",
        APP_URL: "garden.example",
        AUTH_RATE_LIMIT: "maybe",
        DATABASE_URL: "mysql://user:hunter2@db/garden",
      });
    expect(parse).toThrow(InvalidEnvironmentError);
    const message = (() => {
      try {
        parse();
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain('DATABASE_POOL_SIZE must be a whole number from 1 to 1000 (got "lots")');
    expect(message).toContain("AI_CHAT_TIMEOUT_MS must be a whole number of milliseconds, at least 1");
    expect(message).toContain("APP_URL must be an http:// or https:// URL");
    expect(message).toContain('AUTH_RATE_LIMIT must be "on" or "off"');
    expect(message).toContain("DATABASE_URL must be a postgres:// or postgresql:// URL");
    // A secret's value is never echoed.
    expect(message).not.toContain("hunter2");
  });

  it("refuses a pool of 0 and a short auth secret", () => {
    expect(() => parseEnv({ DATABASE_POOL_SIZE: "0" })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => parseEnv({ BETTER_AUTH_SECRET: "short" })).toThrow(/BETTER_AUTH_SECRET must be at least 32 characters long/);
  });

  it("takes the database's connect and statement timeouts in milliseconds", () => {
    const config = parseEnv({ DATABASE_CONNECT_TIMEOUT_MS: "1500", DATABASE_STATEMENT_TIMEOUT_MS: "30000" });
    expect(config.database).toMatchObject({ connectTimeoutMs: 1_500, statementTimeoutMs: 30_000 });
    expect(() => parseEnv({ DATABASE_CONNECT_TIMEOUT_MS: "0" })).toThrow(
      /DATABASE_CONNECT_TIMEOUT_MS must be a whole number of milliseconds, at least 1/,
    );
    expect(() => parseEnv({ DATABASE_STATEMENT_TIMEOUT_MS: "10s" })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds/);
  });

  it("reads frost history from the public Open-Meteo archive unless told otherwise", () => {
    expect(parseEnv({}).openMeteo.archiveUrl).toBe("https://archive-api.open-meteo.com/v1/archive");
    expect(parseEnv({ OPEN_METEO_ARCHIVE_URL: "http://127.0.0.1:9/v1/archive" }).openMeteo.archiveUrl).toBe("http://127.0.0.1:9/v1/archive");
    expect(() => parseEnv({ OPEN_METEO_ARCHIVE_URL: "ftp://example.org" })).toThrow(/OPEN_METEO_ARCHIVE_URL/);
  });

  it("switches Open-Meteo to the commercial hosts with an API key", () => {
    expect(parseEnv({ OPEN_METEO_API_KEY: "k" }).openMeteo).toEqual({
      forecastUrl: "https://customer-api.open-meteo.com/v1/forecast",
      geocodingUrl: "https://customer-geocoding-api.open-meteo.com/v1/search",
      archiveUrl: "https://customer-archive-api.open-meteo.com/v1/archive",
      apiKey: "k",
    });
  });
});

describe("env()", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("sees a changed variable in tests and development", () => {
    vi.stubEnv("DATABASE_POOL_SIZE", "7");
    expect(env().database.poolSize).toBe(7);
    vi.stubEnv("DATABASE_POOL_SIZE", "8");
    expect(env().database.poolSize).toBe(8);
  });

  it("reads a production server's environment once: it is fixed when the server starts", () => {
    vi.stubEnv("DATABASE_POOL_SIZE", "7");
    expect(env().database.poolSize).toBe(7);
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("DATABASE_POOL_SIZE", "8");
    expect(env().database.poolSize).toBe(7);
  });
});

describe("trusted proxies", () => {
  it("defaults to none and takes 0 to 10", () => {
    expect(parseEnv({}).trustedProxies).toBe(0);
    expect(parseEnv({ TRUSTED_PROXIES: "2" }).trustedProxies).toBe(2);
    expect(() => parseEnv({ TRUSTED_PROXIES: "-1" })).toThrow(/TRUSTED_PROXIES must be a whole number from 0 to 10/);
  });

  it("reminders: ntfy.sh by default, no email without SMTP, the scheduler on, loopback push off", () => {
    const config = parseEnv({});
    expect(config.notifications).toEqual({ smtpUrl: undefined, mailFrom: undefined, ntfyUrl: "https://ntfy.sh", vapid: undefined, vapidSubject: undefined, pushAllowLoopback: false });
    expect(config.reminders).toEqual({ cronSecret: undefined, scheduler: true });
    expect(parseEnv({ REMINDERS_SCHEDULER: "off", NTFY_URL: "https://ntfy.example.org/" })).toMatchObject({ reminders: { scheduler: false }, notifications: { ntfyUrl: "https://ntfy.example.org" } });
  });

  it("reminders: the VAPID keys come as a pair, and SMTP needs a sender", () => {
    const publicKey = "B".padEnd(87, "A");
    const privateKey = "a".repeat(43);
    expect(parseEnv({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }).notifications.vapid).toEqual({ publicKey, privateKey });
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: publicKey })).toThrow("VAPID_PRIVATE_KEY must be set too: the VAPID keys are a pair");
    expect(() => parseEnv({ SMTP_URL: "smtp://mail.example.org:587" })).toThrow("MAIL_FROM must be set when SMTP_URL is");
    expect(() => parseEnv({ SMTP_URL: "https://mail.example.org" })).toThrow("SMTP_URL must be an smtp:// or smtps:// URL");
    // The password in SMTP_URL is never echoed.
    expect(() => parseEnv({ SMTP_URL: "ftp://user:hunter2@mail.example.org" })).not.toThrow(/hunter2/);
    expect(() => parseEnv({ CRON_SECRET: "short" })).toThrow("CRON_SECRET must be at least 16 characters long");
  });
});

describe("single sign-on (OIDC_*)", () => {
  const complete = {
    APP_URL: "https://garden.example.org",
    OIDC_ISSUER: "https://auth.example.org/application/o/garden/",
    OIDC_CLIENT_ID: "garden-assistant",
    OIDC_CLIENT_SECRET: "s3cret-value-never-shown",
    OIDC_PROVIDER_NAME: "Authentik",
  };

  it("is off with none set, and on with all four: discovery under the issuer, without its trailing slash", () => {
    expect(parseEnv({}).oidc).toBeUndefined();
    expect(parseEnv(complete).oidc).toEqual({
      issuer: "https://auth.example.org/application/o/garden",
      discoveryUrl: "https://auth.example.org/application/o/garden/.well-known/openid-configuration",
      clientId: "garden-assistant",
      clientSecret: "s3cret-value-never-shown",
      providerName: "Authentik",
    });
  });

  it("stops start-up on a partial set, naming each missing variable", () => {
    const partial = { ...complete, OIDC_CLIENT_SECRET: undefined, OIDC_PROVIDER_NAME: undefined };
    let message = "";
    try {
      parseEnv(partial);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("OIDC_CLIENT_SECRET must be set too: single sign-on needs OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and OIDC_PROVIDER_NAME");
    expect(message).toContain("OIDC_PROVIDER_NAME must be set too");
    expect(message).not.toContain("OIDC_ISSUER must");
    expect(() => parseEnv({ OIDC_CLIENT_SECRET: "only-the-secret" })).toThrow(/OIDC_ISSUER must be set too[\s\S]*OIDC_CLIENT_ID must be set too/);
  });

  it("takes only an http(s) issuer, a short provider name, and never echoes the client secret", () => {
    expect(() => parseEnv({ ...complete, OIDC_ISSUER: "auth.example.org" })).toThrow("OIDC_ISSUER must be an http:// or https:// URL");
    expect(() => parseEnv({ ...complete, OIDC_ISSUER: "ftp://auth.example.org" })).toThrow("OIDC_ISSUER must be an http:// or https:// URL");
    expect(() => parseEnv({ ...complete, OIDC_PROVIDER_NAME: "N".repeat(41) })).toThrow("OIDC_PROVIDER_NAME must be at most 40 characters");
    expect(() => parseEnv({ ...complete, OIDC_CLIENT_ID: undefined })).not.toThrow(/s3cret-value-never-shown/);
    expect(() => parseEnv({ ...complete, OIDC_ISSUER: "nope" })).not.toThrow(/s3cret-value-never-shown/);
  });

  it("needs the app's public URL: the provider sends gardeners back to one registered address", () => {
    const withoutUrl = { ...complete, APP_URL: undefined };
    expect(() => parseEnv(withoutUrl)).toThrow("APP_URL must be set for single sign-on");
    expect(parseEnv({ ...withoutUrl, BETTER_AUTH_URL: "http://127.0.0.1:3100" }).oidc?.providerName).toBe("Authentik");
  });
});


import { defineConfig, devices } from "@playwright/test";
import fs from "node:fs";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
export const APP_PORT = 3100;
export const CLERK_MISSING_KEY_PORT = 3101;
export const CLERK_INVALID_KEY_PORT = 3102;
export const MODEL_APP_PORT = 3103;
export const SIGN_IN_LIMITS_PORT = 3104;
/** A preview deployment (DEPLOYMENT_ENV=preview, as a self-hoster's staging or a Vercel preview): tests/e2e/preview.spec.ts. */
export const PREVIEW_APP_PORT = 3107;
export const E2E_PREVIEW = { branch: "feature/frost-dates", commit: "4f9c2e17b3a8d6c5e1f0a9b8c7d6e5f4a3b2c1d0" };
/** `next dev`, which tests/e2e/dev-server.spec.ts starts itself. */
export const DEV_SERVER_PORT = 3105;
export const FAKE_OPEN_METEO_PORT = 3199;
export const FAKE_OPENAI_PORT = 3198;
export const FAKE_SMTP_PORT = 3197;
export const FAKE_NTFY_PORT = 3196;
export const FAKE_PUSH_PORT = 3195;
/** Where the SMTP stand-in lists the mail it took. */
export const FAKE_SMTP_HTTP_PORT = 3194;
/** The OpenID Connect stand-in (scripts/fake-oidc.mjs): single sign-on on the main app server. */
export const FAKE_OIDC_PORT = 3193;
export const E2E_OIDC_PROVIDER_NAME = "Greenhouse ID";
export const E2E_CRON_SECRET = "e2e-cron-secret-e2e-cron-secret";
const publicPagesEnv = JSON.parse(fs.readFileSync("tests/e2e/public-pages-env.json", "utf8")) as Record<"APP_URL" | "OPERATOR_NAME" | "OPERATOR_EMAIL" | "OPERATOR_PRIVACY_URL", string>;
// The public pages (the landing page, the plant guides) are prerendered, so the public URL and the
// operator in their footer are read by `npm run build`: `npm test` builds with
// tests/e2e/public-pages-env.json (scripts/test-all.mjs), and the main app server runs with the same.
/** Who runs the main app server (the footer and the Terms); the model server has no operator set. */
export const E2E_OPERATOR = { name: publicPagesEnv.OPERATOR_NAME, email: publicPagesEnv.OPERATOR_EMAIL, privacyUrl: publicPagesEnv.OPERATOR_PRIVACY_URL };
const FAKE_OPEN_METEO = `http://127.0.0.1:${FAKE_OPEN_METEO_PORT}`;

// Each server gets its own in-memory PGlite: a fresh database per run.
export const serverEnv = {
  PGLITE_DIR: "memory://",
  DATA_DIR: ".data/e2e",
  NEXT_TELEMETRY_DISABLED: "1",
  BETTER_AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e-secret",
  AUTH_RATE_LIMIT: "off",
  OPEN_METEO_FORECAST_URL: `${FAKE_OPEN_METEO}/v1/forecast`,
  OPEN_METEO_GEOCODING_URL: `${FAKE_OPEN_METEO}/v1/search`,
  OPEN_METEO_ARCHIVE_URL: `${FAKE_OPEN_METEO}/v1/archive`,
};

function server(port: number, env: Record<string, string>) {
  return {
    command: `node scripts/serve.mjs -p ${port} -H 127.0.0.1`,
    url: `http://127.0.0.1:${port}/api/clerk/config`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: { ...serverEnv, ...env },
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    // A British browser: its gardeners start in metric units (lib/format.ts), as the specs' °C and mm
    // expect; tests/e2e/units.spec.ts signs up from an American one (imperial).
    locale: "en-GB",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    // A page its service worker controls sends its requests past page.route: a test that stubs
    // a response would race the worker's activation. The service worker's own tests allow it.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: [
    {
      command: `node scripts/fake-open-meteo.mjs ${FAKE_OPEN_METEO_PORT}`,
      url: `${FAKE_OPEN_METEO}/__stats`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore" as const,
      stderr: "pipe" as const,
    },
    {
      command: `node scripts/fake-openai.mjs ${FAKE_OPENAI_PORT}`,
      url: `http://127.0.0.1:${FAKE_OPENAI_PORT}/__requests`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore" as const,
      stderr: "pipe" as const,
    },
    // The reminders' channels: local SMTP, ntfy and push-service stand-ins; the OpenID Connect provider.
    ...[
      ["fake-smtp", `${FAKE_SMTP_PORT} ${FAKE_SMTP_HTTP_PORT}`, `http://127.0.0.1:${FAKE_SMTP_HTTP_PORT}/__messages`],
      ["fake-ntfy", FAKE_NTFY_PORT, `http://127.0.0.1:${FAKE_NTFY_PORT}/__messages`],
      ["fake-push-service", FAKE_PUSH_PORT, `http://127.0.0.1:${FAKE_PUSH_PORT}/__received`],
      ["fake-oidc", FAKE_OIDC_PORT, `http://127.0.0.1:${FAKE_OIDC_PORT}/.well-known/openid-configuration`],
    ].map(([script, ports, url]) => ({
      command: `node scripts/${script}.mjs ${ports}`,
      url: String(url),
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore" as const,
      stderr: "pipe" as const,
    })),
    server(APP_PORT, {
      BETTER_AUTH_URL: publicPagesEnv.APP_URL,
      SMTP_URL: `smtp://127.0.0.1:${FAKE_SMTP_PORT}`,
      MAIL_FROM: "Garden Assistant <reminders@garden.test>",
      NTFY_URL: `http://127.0.0.1:${FAKE_NTFY_PORT}`,
      PUSH_ALLOW_LOOPBACK: "true",
      CRON_SECRET: E2E_CRON_SECRET,
      // Single sign-on through the stand-in (its client's id and secret, scripts/fake-oidc.mjs).
      OIDC_ISSUER: `http://127.0.0.1:${FAKE_OIDC_PORT}`,
      OIDC_CLIENT_ID: "garden-assistant",
      OIDC_CLIENT_SECRET: "fake-oidc-client-secret-for-tests",
      OIDC_PROVIDER_NAME: E2E_OIDC_PROVIDER_NAME,
      OPERATOR_NAME: E2E_OPERATOR.name,
      OPERATOR_EMAIL: E2E_OPERATOR.email,
      OPERATOR_PRIVACY_URL: E2E_OPERATOR.privacyUrl,
    }),
    // The same app with an AI model: the fake OpenAI-compatible server. No public URL:
    // gardeners sign up and in at whatever address they opened it by.
    server(MODEL_APP_PORT, {
      OPENAI_BASE_URL: `http://127.0.0.1:${FAKE_OPENAI_PORT}/v1`,
      OPENAI_API_KEY: "e2e-key",
      AI_CHAT_MODEL: "fake-gardener",
      AI_VISION_MODEL: "fake-vision",
      AI_CHAT_TIMEOUT_MS: "4000",
      AI_VISION_TIMEOUT_MS: "4000",
      DATA_DIR: ".data/e2e-model",
    }),
    // Sign-in limits on, as in production (the other servers turn them off to sign up freely).
    server(SIGN_IN_LIMITS_PORT, { BETTER_AUTH_URL: `http://127.0.0.1:${SIGN_IN_LIMITS_PORT}`, AUTH_RATE_LIMIT: "on", DATA_DIR: ".data/e2e-limits" }),
    // A preview of a branch, with no public URL: read at run time from the same build.
    server(PREVIEW_APP_PORT, { DEPLOYMENT_ENV: "preview", VERCEL_GIT_COMMIT_REF: E2E_PREVIEW.branch, VERCEL_GIT_COMMIT_SHA: E2E_PREVIEW.commit, DATA_DIR: ".data/e2e-preview", PREVIEW_DEMO: "on" }),
    // Clerk chosen (secret key set) but its publishable key missing, then invalid.
    server(CLERK_MISSING_KEY_PORT, { CLERK_SECRET_KEY: "sk_test_e2e_placeholder" }),
    server(CLERK_INVALID_KEY_PORT, {
      CLERK_SECRET_KEY: "sk_test_e2e_placeholder",
      NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: "pk_test_not-a-real-key",
    }),
  ],
});

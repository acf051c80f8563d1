import { spawn, type ChildProcess } from "node:child_process";
import { lanHosts } from "../../scripts/lan-addresses.mjs";
import { CHROMIUM_PATH, DEV_SERVER_PORT, serverEnv } from "../../playwright.config";
import { expect, test, type Page } from "./fixtures";
import { newGardener, submitSignUpForm, type Gardener } from "./helpers";

// The README's first command, `npm run dev`, opened as a household opens it: at 127.0.0.1, at
// the machine's LAN address (from a phone) and at its name on the home network. Next 16 serves
// its dev scripts only to pages at localhost unless next.config.ts names the other hosts: a page
// opened elsewhere rendered but never started, and Sign In emptied the form with no message.
// This spec starts its own `next dev` (it writes to .next/dev, beside the production build the
// other servers use) with no public URL, as a fresh clone has none. Chromium resolves garden.lan to it.
const LAN_NAME = "garden.lan";
const LAN_ADDRESS = lanHosts()[0] ?? LAN_NAME;
const origin = (host: string) => `http://${host}:${DEV_SERVER_PORT}`;

test.use({
  launchOptions: { executablePath: CHROMIUM_PATH, args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", `--host-resolver-rules=MAP ${LAN_NAME} 127.0.0.1`] },
});
// `next dev` compiles each page on its first visit: on two cores a first page takes up to a minute.
test.describe.configure({ mode: "serial", timeout: 180_000 });

let server: ChildProcess | undefined;
const serverOutput: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const env: NodeJS.ProcessEnv = { ...process.env, ...serverEnv, DATA_DIR: ".data/e2e-dev" };
  for (const name of ["NODE_ENV", "APP_URL", "BETTER_AUTH_URL", "PORT", "HOSTNAME"]) delete env[name];
  server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "dev", "-p", String(DEV_SERVER_PORT)], { env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  for (const stream of [server.stdout, server.stderr]) stream?.on("data", (chunk: Buffer) => serverOutput.push(chunk.toString()));
  await expect
    .poll(async () => (await fetch(`${origin("127.0.0.1")}/api/clerk/config`).catch(() => null))?.status, { timeout: 110_000, intervals: [1000] })
    .toBe(200);
});

test.afterAll(async () => {
  if (server?.pid === undefined || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server!.once("exit", resolve));
  process.kill(-server.pid, "SIGTERM");
  await exited;
});

/** Waits for the page's scripts to start (the form's button gets React's props): they never did off localhost. */
async function expectHydrated(page: Page, button: string) {
  const locator = page.getByRole("button", { name: button });
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"))), { timeout: 90_000, message: "the page's scripts started" })
    .toBe(true);
}

async function expectDashboard(page: Page, firstName: string) {
  await expect(page).toHaveURL(/\/$/, { timeout: 90_000 });
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`^Good (morning|afternoon|evening), ${firstName}!$`) })).toBeVisible({ timeout: 90_000 });
  // Every card has its answer (no loading skeleton left): the console guard has heard of any request that failed.
  await expect(page.locator(".animate-pulse")).toHaveCount(0, { timeout: 90_000 });
}

test("npm run dev: the server logs no warning for pages and sign-ups", async () => {
  const local = origin("127.0.0.1");
  for (const path of ["/login", "/register"]) expect((await fetch(`${local}${path}`)).status).toBe(200);
  const signUp = await fetch(`${local}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: local },
    body: JSON.stringify(newGardener("Fern Filix")),
  });
  expect(signUp.status).toBe(200);
  // Each was printed on every request or at start: process.exit in the Edge Runtime (instrumentation.ts),
  // and better-auth's missing base URL (with no public URL the app uses the address each request came to).
  expect(serverOutput.join("")).not.toMatch(/Edge Runtime|process\.exit|Base URL is not set/);
});

let gardener: Gardener;

/** A new account is asked for its garden's place first: the step's own way on to the dashboard. */
async function skipPlaceStep(page: Page) {
  await expect(page).toHaveURL(/\/setup\/place$/, { timeout: 90_000 });
  await page.getByRole("link", { name: "Skip for now" }).click();
}

test("npm run dev: signs up at 127.0.0.1", async ({ page }) => {
  gardener = newGardener("Rosa Gallica");
  await page.goto(`${origin("127.0.0.1")}/register`);
  await expectHydrated(page, "Create Account");
  await submitSignUpForm(page, gardener);
  await skipPlaceStep(page);
  await expectDashboard(page, "Rosa");
});

test(`npm run dev: signs in at the machine's network address (${LAN_ADDRESS})`, async ({ page }) => {
  await page.goto(`${origin(LAN_ADDRESS)}/login`);
  await expectHydrated(page, "Sign In");
  await page.getByLabel("Email").fill(gardener.email);
  await page.getByLabel("Password").fill(gardener.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expectDashboard(page, "Rosa");
});

test("npm run dev: signs up at a name on the home network (garden.lan), over plain http", async ({ page }) => {
  await page.goto(`${origin(LAN_NAME)}/register`);
  expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
  await expectHydrated(page, "Create Account");
  await submitSignUpForm(page, newGardener("Ivy Hedera"));
  await skipPlaceStep(page);
  await expectDashboard(page, "Ivy");
});

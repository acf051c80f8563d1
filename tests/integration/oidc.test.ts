// Single sign-on end to end through better-auth's handlers and the OpenID Connect stand-in
// (scripts/fake-oidc.mjs): discovery, the authorization code flow with PKCE, the first garden of a
// new account, and the account-linking rule (joined only when the provider says the email is verified).
import { randomUUID } from "node:crypto";
import net, { type AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as authGet, POST as authPost } from "@/app/api/auth/[...all]/route";
import { getDb } from "@/server/db/client";
import { accounts, gardenMembers, gardens, users } from "@/server/db/schema";
import { resetLocalAuth } from "@/server/auth/local";
import { singleSignOn } from "@/server/auth/oidc";
import { startFakeOidc, type FakeOidc } from "@/scripts/fake-oidc.mjs";
import { BASE_URL, jsonRequest, signUp } from "../support/api";

const OIDC_VARIABLES = ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET", "OIDC_PROVIDER_NAME"] as const;
let provider: FakeOidc;

/** One site's cookies, as a browser would keep them (paths aside). */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  absorb(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const name = pair.slice(0, pair.indexOf("=")).trim();
      const value = pair.slice(pair.indexOf("=") + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  has(name: RegExp) {
    return [...this.cookies.keys()].some((key) => name.test(key));
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

function appRequest(path: string, jar: CookieJar, init: { method?: string; body?: unknown } = {}) {
  const request = jsonRequest(path, { method: init.method, body: init.body });
  request.headers.set("origin", BASE_URL);
  if (jar.header()) request.headers.set("cookie", jar.header());
  return request;
}

/** POST /api/auth/sign-in/social, as the "Continue with" button does: the provider's authorization URL. */
async function startSignIn(jar: CookieJar, callbackURL = "/") {
  const response = await authPost(
    appRequest("/api/auth/sign-in/social", jar, { body: { provider: "oidc", callbackURL, errorCallbackURL: "/login" } }),
  );
  jar.absorb(response);
  return { status: response.status, body: (await response.json()) as { url?: string; redirect?: boolean } };
}

/**
 * At the stand-in: follows its redirects, signs in as `login` and answers the consent page
 * ("allow" or "cancel"), until it sends the browser back to the app. Returns that callback URL.
 */
async function throughProvider(authorizationUrl: string, login: string, consent: "allow" | "cancel" = "allow") {
  const jar = new CookieJar();
  let request: { url: string; form?: URLSearchParams } = { url: authorizationUrl };
  for (let step = 0; step < 12; step += 1) {
    const response = await fetch(request.url, {
      method: request.form ? "POST" : "GET",
      redirect: "manual",
      headers: { cookie: jar.header(), ...(request.form ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
      body: request.form?.toString(),
    });
    jar.absorb(response);
    const location = response.headers.get("location");
    if (location) {
      const next = new URL(location, request.url).href;
      if (next.startsWith(BASE_URL)) return next;
      request = { url: next };
      continue;
    }
    const html = await response.text();
    const uid = /\/interaction\/([A-Za-z0-9_-]+)\//.exec(html)?.[1];
    if (response.status !== 200 || !uid) throw new Error(`the provider answered ${response.status}: ${html.slice(0, 300)}`);
    const base = `${provider.issuer}/interaction/${uid}`;
    if (html.includes(`${uid}/login`)) request = { url: `${base}/login`, form: new URLSearchParams({ login }) };
    else request = { url: `${base}/${consent === "allow" ? "confirm" : "abort"}`, form: new URLSearchParams() };
  }
  throw new Error("the provider never sent the browser back");
}

/** The whole round: button, provider, callback. Where the app sends the browser, and its cookies. */
async function signInWithProvider(login: string, options: { consent?: "allow" | "cancel"; callbackURL?: string } = {}) {
  const jar = new CookieJar();
  const started = await startSignIn(jar, options.callbackURL);
  expect(started.status).toBe(200);
  const callback = await throughProvider(started.body.url!, login, options.consent);
  const response = await authGet(appRequest(new URL(callback).pathname + new URL(callback).search, jar));
  jar.absorb(response);
  expect(response.status).toBe(302);
  return { location: response.headers.get("location") ?? "", jar, signedIn: jar.has(/session_token$/) };
}

async function sessionUser(jar: CookieJar) {
  const response = await authGet(appRequest("/api/auth/get-session", jar));
  const body = (await response.json()) as { user?: { id: string; email: string; name: string; emailVerified: boolean } } | null;
  return body?.user ?? null;
}

async function accountsOf(userId: string) {
  const db = await getDb();
  return (await db.select({ providerId: accounts.providerId }).from(accounts).where(eq(accounts.userId, userId))).map((row) => row.providerId).sort();
}

async function usersWithEmail(email: string) {
  const db = await getDb();
  return db.select({ id: users.id }).from(users).where(eq(users.email, email));
}

beforeAll(async () => {
  provider = await startFakeOidc(0, { redirectUris: [`${BASE_URL}/api/auth/callback/oidc`] });
  process.env.OIDC_ISSUER = provider.issuer;
  process.env.OIDC_CLIENT_ID = provider.clientId;
  process.env.OIDC_CLIENT_SECRET = provider.clientSecret;
  process.env.OIDC_PROVIDER_NAME = "Test Provider";
  resetLocalAuth();
});

afterAll(async () => {
  for (const name of OIDC_VARIABLES) delete process.env[name];
  resetLocalAuth();
  await provider?.close();
});

describe("single sign-on through an OpenID Connect provider", () => {
  it("reads the provider's discovery document and starts the code flow with PKCE, a nonce and the three scopes", async () => {
    expect(singleSignOn()).toEqual({ providerName: "Test Provider" });
    const { status, body } = await startSignIn(new CookieJar());
    expect(status).toBe(200);
    const url = new URL(body.url!);
    expect(url.origin + url.pathname).toBe(`${provider.issuer}/auth`);
    expect(url.searchParams.get("client_id")).toBe(provider.clientId);
    expect(url.searchParams.get("redirect_uri")).toBe(`${BASE_URL}/api/auth/callback/oidc`);
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("nonce")).toBeTruthy();
    expect(url.searchParams.get("scope")?.split(" ").sort()).toEqual(["email", "openid", "profile"]);
  });

  it("makes the account, with its first garden, on a first sign-in, and finds it again on the next", async () => {
    const email = `clover-${randomUUID().slice(0, 8)}@example.com`;
    const first = await signInWithProvider(email);
    expect(first.location).toBe("/");
    expect(first.signedIn).toBe(true);
    const user = await sessionUser(first.jar);
    expect(user).toMatchObject({ email, name: "Clover", emailVerified: true });

    const db = await getDb();
    const owned = await db
      .select({ name: gardens.name, role: gardenMembers.role })
      .from(gardenMembers)
      .innerJoin(gardens, eq(gardens.id, gardenMembers.gardenId))
      .where(eq(gardenMembers.userId, user!.id));
    expect(owned).toEqual([{ name: "Clover's Garden", role: "owner" }]);
    expect(await accountsOf(user!.id)).toEqual(["oidc"]);

    const again = await signInWithProvider(email);
    expect((await sessionUser(again.jar))?.id).toBe(user!.id);
    expect(await usersWithEmail(email)).toHaveLength(1);
  });

  it("joins an existing password account when the provider says the email is verified: both sign-ins reach it", async () => {
    const local = await signUp("Basil Local");
    const through = await signInWithProvider(local.email);
    expect(through.location).toBe("/");
    expect((await sessionUser(through.jar))?.id).toBe(local.id);
    expect(await accountsOf(local.id)).toEqual(["credential", "oidc"]);
    expect(await usersWithEmail(local.email)).toHaveLength(1);

    const withPassword = await authPost(jsonRequest("/api/auth/sign-in/email", { body: { email: local.email, password: "correct-horse-42" } }));
    expect(withPassword.status).toBe(200);
    expect(((await withPassword.json()) as { user: { id: string } }).user.id).toBe(local.id);
  });

  it("refuses to join an existing account when the provider has not verified the email: back to the login page, no second account", async () => {
    const local = await signUp("Sage Local");
    const refused = await signInWithProvider(`unverified:${local.email}`);
    expect(refused.location).toBe("/login?error=account_not_linked");
    expect(refused.signedIn).toBe(false);
    expect(await usersWithEmail(local.email)).toHaveLength(1);
    expect(await accountsOf(local.id)).toEqual(["credential"]);
  });

  it("still makes a new account for an unverified address no one has", async () => {
    const email = `yarrow-${randomUUID().slice(0, 8)}@example.com`;
    const result = await signInWithProvider(`unverified:${email}`);
    expect(result.location).toBe("/");
    expect(await sessionUser(result.jar)).toMatchObject({ email, emailVerified: false });
  });

  it("sends a cancelled consent back to the login page with the provider's error", async () => {
    const result = await signInWithProvider(`thyme-${randomUUID().slice(0, 8)}@example.com`, { consent: "cancel" });
    expect(result.location).toMatch(/^\/login\?error=access_denied(&|$)/);
    expect(result.signedIn).toBe(false);
  });

  it("returns to an invitation page it was started from", async () => {
    const result = await signInWithProvider(`mint-${randomUUID().slice(0, 8)}@example.com`, { callbackURL: "/invite/abc123" });
    expect(result.location).toBe("/invite/abc123");
  });

  it("offers no provider without the OIDC_* variables", async () => {
    const saved = OIDC_VARIABLES.map((name) => [name, process.env[name]] as const);
    for (const name of OIDC_VARIABLES) delete process.env[name];
    resetLocalAuth();
    try {
      expect(singleSignOn()).toBeNull();
      const { status } = await startSignIn(new CookieJar());
      expect(status).toBe(404);
    } finally {
      for (const [name, value] of saved) process.env[name] = value;
      resetLocalAuth();
    }
  });

  it("a provider that does not answer holds up no one: password sign-up works while single sign-on waits", async () => {
    // A provider that takes connections and never answers them.
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const saved = process.env.OIDC_ISSUER;
    process.env.OIDC_ISSUER = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    resetLocalAuth();
    try {
      const started = Date.now();
      const gardener = await signUp();
      expect(gardener.token).toBeTruthy();
      expect(Date.now() - started).toBeLessThan(15_000);
      // The button is still offered (the provider may be back soon); a sign-in through it is refused plainly.
      expect((await startSignIn(new CookieJar())).status).toBeGreaterThanOrEqual(400);
    } finally {
      process.env.OIDC_ISSUER = saved;
      resetLocalAuth();
      silent.close();
    }
  });
});

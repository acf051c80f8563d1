import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as authPost } from "@/app/api/auth/[...all]/route";
import robots from "@/app/robots";
import sitemap from "@/app/sitemap";
import { resetLocalAuth } from "@/server/auth/local";
import catalogue from "@/server/db/plant-catalogue.json";

// robots.txt and the sitemap read the request's headers through next/headers, which needs Next's request scope.
let requestHeaders = new Headers();
vi.mock("next/headers", () => ({ headers: async () => requestHeaders }));

// The variables a Vercel preview deployment of branch feature/frost has (APP_URL unset), but
// VERCEL=1, which refuses the embedded test database (server/env.test.ts).
const PREVIEW = {
  VERCEL_ENV: "preview",
  VERCEL_URL: "garden-abc123-team.vercel.app",
  VERCEL_BRANCH_URL: "garden-git-feature-frost-team.vercel.app",
  VERCEL_PROJECT_PRODUCTION_URL: "garden.example",
  VERCEL_GIT_COMMIT_REF: "feature/frost",
  VERCEL_GIT_COMMIT_SHA: "1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b",
};

function signUpFrom(origin: string) {
  // Vercel hands the function the host the browser used, and says https.
  const host = new URL(origin).host;
  return authPost(
    new Request(`http://${host}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", host, "x-forwarded-host": host, "x-forwarded-proto": "https", origin, cookie: "theme=light" },
      body: JSON.stringify({ name: "Preview Reviewer", email: `reviewer-${randomUUID()}@example.com`, password: "correct-horse-42" }),
    }),
  );
}

describe("where the app answers, by deployment", () => {
  const saved = { ...process.env };
  beforeEach(() => {
    for (const name of ["APP_URL", "BETTER_AUTH_URL"]) delete process.env[name];
    resetLocalAuth();
  });
  afterEach(() => {
    process.env = { ...saved };
    requestHeaders = new Headers();
    resetLocalAuth();
  });

  it("a preview takes sign-ups at its deployment URL and its branch URL without APP_URL, and from no other site or production", async () => {
    Object.assign(process.env, PREVIEW);
    expect((await signUpFrom("https://garden-abc123-team.vercel.app")).status).toBe(200);
    expect((await signUpFrom("https://garden-git-feature-frost-team.vercel.app")).status).toBe(200);
    expect((await signUpFrom("https://garden.example")).status).toBe(403);
    expect((await signUpFrom("https://evil.example")).status).toBe(403);
    // Served over https: the session cookie is Secure.
    const response = await signUpFrom("https://garden-git-feature-frost-team.vercel.app");
    expect(response.headers.get("set-cookie")).toMatch(/__Secure-better-auth\.session_token=.*Secure/);
  });

  it("production without APP_URL takes sign-ups at its production domain only", async () => {
    Object.assign(process.env, PREVIEW, { VERCEL_ENV: "production" });
    expect((await signUpFrom("https://garden.example")).status).toBe(200);
    expect((await signUpFrom("https://garden-abc123-team.vercel.app")).status).toBe(403);
  });

  it("a preview's robots.txt disallows everything; production's allows the public pages and names its sitemap", async () => {
    Object.assign(process.env, PREVIEW);
    expect(await robots()).toEqual({ rules: { userAgent: "*", disallow: "/" } });
    process.env.VERCEL_ENV = "production";
    // Every rule: the public pages, but not the API or gardeners' own photos (/uploads/users/...).
    expect(await robots()).toEqual({ rules: { userAgent: "*", allow: "/", disallow: ["/api/", "/uploads/users/"] }, sitemap: "https://garden.example/sitemap.xml" });
  });

  it("the sitemap lists the landing page, the guides' index and every catalogue plant's guide in each language exactly once, each with its last change", async () => {
    process.env.APP_URL = "https://garden.example";
    const entries = await sitemap();
    const urls = entries.map((entry) => entry.url);
    const origin = "https://garden.example";
    expect(urls.slice(0, 8)).toEqual([`${origin}/`, `${origin}/de`, `${origin}/es`, `${origin}/fr`, `${origin}/guides`, `${origin}/de/guides`, `${origin}/es/guides`, `${origin}/fr/guides`]);
    // Each landing page names the others (hreflang), English the default.
    const languages = { en: `${origin}/`, de: `${origin}/de`, es: `${origin}/es`, fr: `${origin}/fr`, "x-default": `${origin}/` };
    for (const entry of entries.slice(0, 4)) expect(entry.alternates?.languages, entry.url).toEqual(languages);
    for (const plant of catalogue) {
      for (const prefix of ["", "/de", "/es", "/fr"]) expect(urls.filter((url) => url === `${origin}${prefix}/guides/${plant.slug}`), `${prefix} ${plant.slug}`).toHaveLength(1);
    }
    // A guide names itself in each language too.
    const tomato = entries.find((entry) => entry.url === `${origin}/es/guides/tomato`);
    expect(tomato?.alternates?.languages).toEqual({ en: `${origin}/guides/tomato`, de: `${origin}/de/guides/tomato`, es: `${origin}/es/guides/tomato`, fr: `${origin}/fr/guides/tomato`, "x-default": `${origin}/guides/tomato` });
    expect(urls).toHaveLength(4 * (catalogue.length + 2));
    // Set as the app is built (next.config.ts); here, as vitest runs it, by the test setup or not at all.
    for (const entry of entries) expect(entry.lastModified).toBe(process.env.PUBLIC_PAGES_BUILT_AT);
  });

  it("without a public URL, robots.txt and the sitemap name the address they were served at, not localhost", async () => {
    requestHeaders = new Headers({ host: "192.168.1.20:3000" });
    expect((await robots()).sitemap).toBe("http://192.168.1.20:3000/sitemap.xml");
    const urls = (await sitemap()).map((entry) => entry.url);
    expect(urls.slice(0, 6)).toEqual(["/", "/de", "/es", "/fr", "/guides", "/de/guides"].map((path) => `http://192.168.1.20:3000${path}`));
    requestHeaders = new Headers({ host: "10.0.0.2:3000", "x-forwarded-host": "garden.home.example", "x-forwarded-proto": "https" });
    expect((await sitemap())[0]?.url).toBe("https://garden.home.example/");
    process.env.APP_URL = "https://garden.example";
    expect((await robots()).sitemap).toBe("https://garden.example/sitemap.xml");
  });
});

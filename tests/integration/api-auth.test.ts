import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every route handler under app/api answers 401 to a signed-out caller, except
// better-auth's own endpoints and the public Clerk configuration.
const API_DIR = path.join(process.cwd(), "app/api");
const PUBLIC_ROUTES = new Set(["auth/[...all]", "clerk/config"]);
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

const routes = routeFiles(API_DIR).map((file) => path.relative(API_DIR, path.dirname(file)).split(path.sep).join("/"));

describe("every /api route rejects the signed-out", () => {
  it("finds the route handlers", () => {
    expect(routes).toContain("user");
    expect(routes).toContain("dashboard/stats");
  });

  for (const route of routes.filter((r) => !PUBLIC_ROUTES.has(r))) {
    it(`/api/${route}`, async () => {
      const routeModule = (await import(/* @vite-ignore */ `@/app/api/${route}/route`)) as Record<string, unknown>;
      const exported = METHODS.filter((method) => typeof routeModule[method] === "function");
      expect(exported.length).toBeGreaterThan(0);
      const urlPath = route.replace(/\[\.\.\.[^\]]+\]|\[[^\]]+\]/g, "1");
      for (const method of exported) {
        const handler = routeModule[method] as (request: Request, context: unknown) => Promise<Response>;
        const request = new Request(`http://localhost:3000/api/${urlPath}`, {
          method,
          headers: method === "GET" || method === "DELETE" ? {} : { "content-type": "application/json" },
          body: method === "GET" || method === "DELETE" ? undefined : "{}",
        });
        const response = await handler(request, { params: Promise.resolve({ id: "1", userPlantId: "1" }) });
        expect(response.status, `${method} /api/${route}`).toBe(401);
        expect(await response.json()).toEqual({ error: "You need to sign in first." });
      }
    });
  }

  it("a forged bearer token is refused too", async () => {
    const { GET } = await import("@/app/api/user/route");
    const response = await GET(
      new Request("http://localhost:3000/api/user", { headers: { authorization: "Bearer not-a-session-token" } }),
    );
    expect(response.status).toBe(401);
  });
});

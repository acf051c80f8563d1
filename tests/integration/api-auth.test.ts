import { describe, expect, it } from "vitest";
import { apiRoutes as routes, routeHandlers } from "../support/routes";

// Every route handler under app/api answers 401 to a signed-out caller, except
// better-auth's own endpoints and the public Clerk configuration.
// The catch-all answers a JSON 404 to anyone: there is nothing behind it to protect.
// Four routes carry their own credential instead of a session:
// the scheduler's bearer secret (the cron routes: tests/integration/cron.test.ts), and the unsubscribe and address-confirmation tokens of an email (tests/integration/reminders.test.ts).
// A preview's "Try the demo" signs the signed-out in, and is a 404 anywhere else (tests/integration/preview-demo.test.ts).
const PUBLIC_ROUTES = new Set(["auth/[...all]", "clerk/config", "[...path]", "cron/reminders", "cron/photos", "notifications/unsubscribe/[token]", "notifications/confirm-email/[token]", "demo"]);

describe("every /api route rejects the signed-out", () => {
  it("finds the route handlers", () => {
    expect(routes).toContain("user");
    expect(routes).toContain("dashboard/stats");
    expect(routes).toContain("user-plants/[id]/photos");
    expect(routes).toContain("user-plants/[id]/cover");
  });

  for (const route of routes.filter((r) => !PUBLIC_ROUTES.has(r))) {
    it(`/api/${route}`, async () => {
      const exported = await routeHandlers(route);
      expect(exported.length).toBeGreaterThan(0);
      const urlPath = route.replace(/\[\.\.\.[^\]]+\]|\[[^\]]+\]/g, "1");
      for (const [method, handler] of exported) {
        const request = new Request(`http://localhost:3000/api/${urlPath}`, {
          method,
          headers: method === "GET" || method === "DELETE" ? {} : { "content-type": "application/json" },
          body: method === "GET" || method === "DELETE" ? undefined : "{}",
        });
        const response = await handler(request, { params: Promise.resolve({ id: "1", userPlantId: "1" }) });
        expect(response.status, `${method} /api/${route}`).toBe(401);
        expect(await response.json()).toEqual({ error: "You need to sign in first." });
        expect(response.headers.get("cache-control"), `${method} /api/${route}`).toBe("private, no-store");
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

  it("a made-up personal API token is refused too", async () => {
    const { GET } = await import("@/app/api/tasks/today/route");
    const response = await GET(
      new Request("http://localhost:3000/api/tasks/today", { headers: { authorization: `Bearer gat_${"x".repeat(43)}` } }),
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "You need to sign in first." });
  });
});

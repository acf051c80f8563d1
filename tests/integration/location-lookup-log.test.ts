import { createServer } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PATCH as patchUser } from "@/app/api/user/route";
import { call, jsonRequest, signUp } from "../support/api";

// A location the weather source cannot look up (it is down, or offline) is saved all the same
// and looked up again later. The server log gets one plain line saying why, not a stack trace.
describe("a failed location lookup", () => {
  const saved = process.env.OPEN_METEO_GEOCODING_URL;
  afterEach(() => {
    process.env.OPEN_METEO_GEOCODING_URL = saved;
    vi.restoreAllMocks();
  });

  it("logs one plain line that says why", async () => {
    const port = await closedPort();
    process.env.OPEN_METEO_GEOCODING_URL = `http://127.0.0.1:${port}/v1/search`;
    const gardener = await signUp();
    const logged: unknown[][] = [];
    for (const level of ["error", "warn"] as const) vi.spyOn(console, level).mockImplementation((...args) => void logged.push(args));

    const { status } = await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { location: "Bristol, England" }, token: gardener.token }));
    expect(status).toBe(200);

    expect(logged).toHaveLength(1);
    const [line] = logged[0]!;
    expect(logged[0]).toHaveLength(1);
    expect(line).toMatch(/^Open-Meteo geocoding request failed: fetch failed <- connect ECONNREFUSED 127\.0\.0\.1:\d+$/);
  });
});

/** A port nothing listens on: one the system just handed out and took back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

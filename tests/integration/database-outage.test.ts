// The PostgreSQL goes away (refused), hangs (frozen) and comes back, under reads and writes
// through the real route handlers. Runs when a PostgreSQL is available (DATABASE_URL, or
// TEST_DATABASE_URL as in CI); the app's pool reaches it through a proxy the test controls.
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as authGet, POST as authPost } from "@/app/api/auth/[...all]/route";
import { GET as getCatalogue } from "@/app/api/plants/route";
import { GET as listTasks, POST as createTask } from "@/app/api/tasks/route";
import { GET as listPlants, POST as addPlant } from "@/app/api/user-plants/route";
import { todayInTimeZone } from "@/lib/dates";
import { resetLocalAuth } from "@/server/auth/local";
import { closeDb, getDb } from "@/server/db/client";
import { isDatabaseUnavailable } from "@/server/db/faults";
import { call, jsonRequest, signUp, type TestUser } from "../support/api";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";

const upstreamUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const UNAVAILABLE = { error: "The database is unavailable. Please try again in a moment." };
const CONNECT_TIMEOUT_MS = 1000;
const STATEMENT_TIMEOUT_MS = 1500;
const POOL_SIZE = 3;
/** Every request answers within the timeouts, plus room for a busy machine. */
const ANSWER_WITHIN_MS = CONNECT_TIMEOUT_MS + STATEMENT_TIMEOUT_MS + 1500;
/** What the test waits before calling a request hung. */
const HUNG_AFTER_MS = 8000;

type Answer = { status: number; body: unknown; retryAfter: string | null; ms: number };

describe.skipIf(!upstreamUrl)("the database goes away and comes back", () => {
  let proxy: TcpProxy;
  let gardener: TestUser;
  let plantId: number;
  const savedEnv = { ...process.env };
  const acknowledged = { tasks: [] as number[], plants: [] as number[] };
  const timings: Record<string, number[]> = {};
  let writes = 0;
  let reads = 0;

  beforeAll(async () => {
    const upstream = new URL(upstreamUrl!);
    proxy = await startTcpProxy({ host: upstream.hostname, port: Number(upstream.port || 5432) });
    const viaProxy = new URL(upstreamUrl!);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    await closeDb();
    resetLocalAuth();
    Object.assign(process.env, {
      DATABASE_URL: viaProxy.toString(),
      DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
      DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
      DATABASE_POOL_SIZE: String(POOL_SIZE),
    });
    gardener = await signUp();
    const catalogue = (await call(getCatalogue, jsonRequest("/api/plants", { token: gardener.token }))).body as { id: number }[];
    plantId = catalogue[0]!.id;
  });

  afterAll(async () => {
    await closeDb();
    resetLocalAuth();
    await proxy?.close();
    process.env = savedEnv;
    console.info("database outage timings (ms):", JSON.stringify(timings));
  });

  async function timed(phase: string, send: () => Promise<{ status: number; body: unknown; response: Response }>): Promise<Answer> {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const hung = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${phase}: no answer within ${HUNG_AFTER_MS} ms`)), HUNG_AFTER_MS);
    });
    try {
      const { status, body, response } = await Promise.race([send(), hung]);
      const ms = Math.round(performance.now() - started);
      (timings[phase] ??= []).push(ms);
      return { status, body, retryAfter: response.headers.get("retry-after"), ms };
    } finally {
      clearTimeout(timer);
    }
  }

  const read = (phase: string) =>
    timed(phase, () =>
      (reads += 1) % 2 === 0
        ? call(listTasks, jsonRequest("/api/tasks", { token: gardener.token }))
        : call(listPlants, jsonRequest("/api/user-plants", { token: gardener.token })),
    );

  async function write(phase: string): Promise<Answer> {
    writes += 1;
    const isTask = writes % 2 === 0;
    const answer = await timed(phase, () =>
      isTask
        ? call(
            createTask,
            jsonRequest("/api/tasks", {
              body: { title: `Outage check ${writes}`, dueDate: todayInTimeZone("UTC"), taskType: "inspect" },
              token: gardener.token,
            }),
          )
        : call(addPlant, jsonRequest("/api/user-plants", { body: { plantId, customName: `Outage ${writes}` }, token: gardener.token })),
    );
    if (answer.status === 201) (isTask ? acknowledged.tasks : acknowledged.plants).push((answer.body as { id: number }).id);
    return answer;
  }

  /** Local accounts' own routes: signing in, and reading the session. */
  const signIn = (phase: string) =>
    timed(phase, async () => {
      const response = await authPost(
        jsonRequest("/api/auth/sign-in/email", { body: { email: gardener.email, password: "correct-horse-42" } }),
      );
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null, response };
    });
  const getSession = (phase: string) =>
    timed(phase, async () => {
      const response = await authGet(jsonRequest("/api/auth/get-session", { token: gardener.token }));
      return { status: response.status, body: await response.json(), response };
    });

  const signOut = (phase: string) =>
    timed(phase, async () => {
      const response = await authPost(jsonRequest("/api/auth/sign-out", { body: {}, token: gardener.token }));
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null, response };
    });

  function expectUnavailable(answer: Answer) {
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual(UNAVAILABLE);
    expect(answer.retryAfter).toBe("5");
    expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
  }

  function expectOk(answer: Answer) {
    expect(answer.body).not.toEqual(UNAVAILABLE);
    expect([200, 201]).toContain(answer.status);
  }

  /** After the database is back, the first requests may still meet a dead connection; within a few tries they succeed. */
  async function recovers(phase: string) {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const answer = await read(phase);
      if (answer.status === 200) return;
      expectUnavailable(answer);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${phase}: the app did not recover`);
  }

  const concurrently = (count: number, phase: string) => Promise.all(Array.from({ length: count }, () => write(phase)));

  it("answers 503 with Retry-After while it is down or frozen, recovers by itself, and loses no acknowledged write", { timeout: 60_000 }, async () => {
    // Healthy.
    expectOk(await read("healthy"));
    expectOk(await write("healthy"));
    expectOk(await write("healthy"));

    // Stopped: connections refused, open ones cut.
    await proxy.refuse();
    for (let index = 0; index < 2; index += 1) {
      expectUnavailable(await read("refused"));
      expectUnavailable(await write("refused"));
    }
    expectUnavailable(await signIn("refused, auth"));
    expectUnavailable(await getSession("refused, auth"));
    // Signing out cannot end the session while the database is down: it says so, and keeps the cookie.
    expectUnavailable(await signOut("refused, auth"));

    await proxy.forward();
    await recovers("after refused");
    expect((await getSession("after refused, auth")).body).toMatchObject({ user: { email: gardener.email } });
    expect((await signIn("after refused, auth")).status).toBe(200);
    expectOk(await write("after refused"));
    expectOk(await write("after refused"));

    // Frozen with the pool's connections open: transactions that get one wait for nothing
    // (Drizzle never releases a connection whose `begin` failed), the rest wait for a connection.
    const db = await getDb();
    await Promise.all(Array.from({ length: POOL_SIZE }, () => db.transaction((tx) => tx.execute(sql`select pg_sleep(0.05)`))));
    proxy.freeze();
    const started = performance.now();
    const transactions = await Promise.allSettled(
      Array.from({ length: POOL_SIZE + 2 }, () => db.transaction((tx) => tx.execute(sql`select 1`))),
    );
    (timings["frozen, transactions"] ??= []).push(Math.round(performance.now() - started));
    expect(performance.now() - started).toBeLessThan(ANSWER_WITHIN_MS);
    for (const outcome of transactions) {
      expect(outcome.status).toBe("rejected");
      expect(isDatabaseUnavailable((outcome as PromiseRejectedResult).reason)).toBe(true);
    }

    // Frozen: connections accepted, nothing answered; more requests than the pool has connections.
    expectUnavailable(await read("frozen"));
    expectUnavailable(await write("frozen"));
    expectUnavailable(await signIn("frozen, auth"));
    expectUnavailable(await getSession("frozen, auth"));
    for (const answer of await concurrently(POOL_SIZE + 2, "frozen, concurrent")) expectUnavailable(answer);

    // Thawed: no connection was leaked, so more concurrent writes than the pool has connections all succeed.
    await proxy.forward();
    await recovers("after frozen");
    for (const answer of await concurrently(POOL_SIZE + 2, "after frozen, concurrent")) expectOk(answer);

    // Frozen, then killed and restarted.
    proxy.freeze();
    expectUnavailable(await write("frozen before restart"));
    await proxy.refuse();
    expectUnavailable(await read("stopped after freeze"));
    await proxy.forward();
    await recovers("after restart");
    expectOk(await write("after restart"));

    // Down when the app (re)opens its database: the failed open is not kept.
    await closeDb();
    resetLocalAuth();
    await proxy.refuse();
    expectUnavailable(await read("down at start-up"));
    await proxy.forward();
    await recovers("after start-up");
    expectOk(await write("after start-up"));

    // Signing out ends the session for good.
    expect((await signOut("signed out")).status).toBe(200);
    expect((await getSession("signed out")).body).toBeNull();

    // Every write that was answered 2xx is in the database.
    expect(acknowledged.tasks.length).toBeGreaterThanOrEqual(5);
    expect(acknowledged.plants.length).toBeGreaterThanOrEqual(5);
    const direct = new pg.Client({ connectionString: upstreamUrl });
    await direct.connect();
    try {
      const tasks = await direct.query<{ id: number }>("select id from tasks where id = any($1::int[])", [acknowledged.tasks]);
      const plants = await direct.query<{ id: number }>("select id from user_plants where id = any($1::int[])", [acknowledged.plants]);
      expect(tasks.rows.map((row) => row.id).sort((a, b) => a - b)).toEqual([...acknowledged.tasks].sort((a, b) => a - b));
      expect(plants.rows.map((row) => row.id).sort((a, b) => a - b)).toEqual([...acknowledged.plants].sort((a, b) => a - b));
    } finally {
      await direct.end();
    }
  });
});

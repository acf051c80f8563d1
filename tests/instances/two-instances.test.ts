// Two production servers (`npm start`) on one PostgreSQL behave as one: the per-gardener model
// limit and the weather caches live in the database, not in either process, and with photos in an
// S3-compatible store (scripts/fake-s3.mjs) each serves the other's, though each has a disk of its own. Needs the build
// (`npm run build`) and TEST_DATABASE_URL; `npm test` runs it after the build when both are there.
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAI } from "@/scripts/fake-openai.mjs";
import { startFakeNtfy, type FakeNtfy } from "@/scripts/fake-ntfy.mjs";
import { startFakeOpenMeteo, type FakeOpenMeteo } from "@/scripts/fake-open-meteo.mjs";
import { startFakeS3, type FakeS3 } from "@/scripts/fake-s3.mjs";
import sharp from "sharp";

const databaseUrl = process.env.TEST_DATABASE_URL;
const PORTS = [3211, 3212];
const MODEL_CALLS_PER_MINUTE = 10;
const CRON_SECRET = "instances-cron-secret-instances";

type Instance = { origin: string; process: ChildProcess; output: string[] };

async function startInstance(port: number, env: Record<string, string>): Promise<Instance> {
  const child = spawn("node", ["scripts/serve.mjs", "-p", String(port), "-H", "127.0.0.1"], {
    env: { ...process.env, ...env },
    detached: true,
  });
  const output: string[] = [];
  child.stdout!.on("data", (chunk) => output.push(String(chunk)));
  child.stderr!.on("data", (chunk) => output.push(String(chunk)));
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`instance on ${port} exited:\n${output.join("")}`);
    const ready = await fetch(`${origin}/api/clerk/config`).then((response) => response.ok, () => false);
    if (ready) return { origin, process: child, output };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`instance on ${port} did not start:\n${output.join("")}`);
}

function stop(instance: Instance | undefined) {
  if (instance?.process.pid && instance.process.exitCode === null) process.kill(-instance.process.pid, "SIGTERM");
}

describe.skipIf(!databaseUrl || !existsSync(".next/BUILD_ID"))("two instances on one PostgreSQL", () => {
  let model: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let weather: FakeOpenMeteo;
  let ntfy: FakeNtfy;
  let s3: FakeS3;
  let instances: Instance[] = [];
  let token: string;

  beforeAll(async () => {
    [model, weather, ntfy, s3] = await Promise.all([startFakeOpenAI(), startFakeOpenMeteo(), startFakeNtfy(), startFakeS3()]);
    const env = {
      DATABASE_URL: databaseUrl!,
      PGLITE_DIR: "",
      ...s3.env,
      BETTER_AUTH_SECRET: "instances-secret-instances-secret-instances",
      BETTER_AUTH_URL: "",
      APP_URL: "",
      AUTH_RATE_LIMIT: "off",
      NEXT_TELEMETRY_DISABLED: "1",
      OPENAI_BASE_URL: model.url,
      OPENAI_API_KEY: "instances-key",
      AI_CHAT_MODEL: "fake-gardener",
      OPEN_METEO_FORECAST_URL: `${weather.url}/v1/forecast`,
      OPEN_METEO_GEOCODING_URL: `${weather.url}/v1/search`,
      OPEN_METEO_ARCHIVE_URL: `${weather.url}/v1/archive`,
      NTFY_URL: ntfy.url,
      CRON_SECRET,
    };
    // Started together: both migrate the same database at once. Each has a disk of its own.
    instances = await Promise.all(PORTS.map((port) => startInstance(port, { ...env, DATA_DIR: `.data/instances-${port}` })));

    const [first] = instances;
    const signUp = await fetch(`${first!.origin}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: first!.origin },
      body: JSON.stringify({ name: "Two Servers", email: `instances-${randomUUID()}@example.com`, password: "mulch-and-compost-9" }),
    });
    expect(signUp.status, await signUp.clone().text()).toBe(200);
    token = signUp.headers.get("set-auth-token")!;
    // Each instance opens the database on its first request that needs it: warm both, so the
    // bursts below measure the shared limits, not which instance finished opening first.
    for (const instance of instances) {
      expect((await fetch(`${instance.origin}/api/user`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    }
  }, 180_000);

  afterAll(async () => {
    instances.forEach(stop);
    await Promise.all([model?.close(), weather?.close(), ntfy?.close(), s3?.close()]);
  });

  /** 30 requests at once, alternating between the two instances. */
  function acrossBoth(path: string, init: RequestInit = {}) {
    return Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        fetch(`${instances[index % 2]!.origin}${path}`, {
          ...init,
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...init.headers },
        }),
      ),
    );
  }

  it("30 concurrent model calls across both: exactly 10 reach the model, the rest wait", async () => {
    const before = model.requests.length;
    const answers = await acrossBoth("/api/chat/message", { method: "POST", body: JSON.stringify({ message: "When should I sow peas?" }) });
    const statuses = answers.map((answer) => answer.status);
    expect(model.requests.length - before).toBe(MODEL_CALLS_PER_MINUTE);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MODEL_CALLS_PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - MODEL_CALLS_PER_MINUTE);
    // Both instances refused some: each knew of the calls the other let through. (Which instance
    // let the 10 through is a race: one that opens its chat route faster may take them all.)
    expect(statuses.filter((status, index) => index % 2 === 0 && status === 429).length).toBeGreaterThan(0);
    expect(statuses.filter((status, index) => index % 2 === 1 && status === 429).length).toBeGreaterThan(0);
  });

  it("30 concurrent weather reads after a location change: one geocoding call and one forecast", async () => {
    const saved = await fetch(`${instances[1]!.origin}/api/user`, {
      method: "PATCH",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ location: "Frostby" }),
    });
    expect(saved.status).toBe(200);
    const before = (await (await fetch(`${weather.url}/__stats`)).json()) as { forecast: number };
    const answers = await acrossBoth("/api/weather");
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200));
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    const after = (await (await fetch(`${weather.url}/__stats`)).json()) as { geocoding: number; forecast: number };
    // The place was geocoded once, when the location was saved; no read geocoded it again.
    expect(after.geocoding).toBe(1);
    expect(after.forecast - before.forecast).toBe(1);
  });

  it("signed-in reads log nothing on the built server (better-auth finds the session's relations there)", async () => {
    const logged = instances.map((instance) => instance.output.length);
    const answers = await acrossBoth("/api/user-plants/with-watering");
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200));
    const lines = instances.flatMap((instance, index) => instance.output.slice(logged[index]));
    expect(lines.join("")).toBe("");
  });

  it("the reminders job run on both at once (cron calls and each one's timer) sends the digest once", async () => {
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const topic = `instances-${randomUUID().slice(0, 8)}`;
    const today = new Date().toISOString().slice(0, 10); // the gardener's zone is UTC
    const saved = await fetch(`${instances[0]!.origin}/api/notifications`, { method: "PATCH", headers, body: JSON.stringify({ digestTime: "00:00", ntfyTopic: topic }) });
    expect(saved.status).toBe(200);
    const task = await fetch(`${instances[1]!.origin}/api/tasks`, { method: "POST", headers, body: JSON.stringify({ title: "Turn the compost", dueDate: today, taskType: "prune" }) });
    expect(task.status).toBe(201);
    const runs = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        fetch(`${instances[index % 2]!.origin}/api/cron/reminders`, { headers: { authorization: `Bearer ${CRON_SECRET}` } }).then(async (answer) => ({ status: answer.status, body: (await answer.json()) as { sent: number } })),
      ),
    );
    // Each run answered. Their counts are not ours alone: the integration suite's gardeners share
    // this database, and some are due too (after midnight UTC, those it made the day before).
    expect(runs.map((run) => [run.status, typeof run.body.sent])).toEqual(Array(10).fill([200, "number"]));
    // However many runs (and each instance's own timer) found it due, it went out once.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const ours = ntfy.messages.filter((message) => message.topic === topic);
    expect(ours.map((message) => message.title)).toEqual(["Today in the garden: 1 task"]);
  });

  it("a photo uploaded through one is served by the other (S3), to its gardener only", async () => {
    const jpeg = await sharp({ create: { width: 48, height: 32, channels: 3, background: "#3a7d2c" } }).jpeg().toBuffer();
    const form = new FormData();
    form.append("customCommonName", "Moonflower");
    form.append("image", new File([new Uint8Array(jpeg)], "moonflower.jpg", { type: "image/jpeg" }));
    const added = await fetch(`${instances[0]!.origin}/api/user-plants/custom`, { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } });
    expect(added.status).toBe(201);
    const { imageUrl } = (await added.json()) as { imageUrl: string };
    const served = await fetch(`${instances[1]!.origin}${imageUrl}`, { headers: { authorization: `Bearer ${token}` } });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ width: 48, height: 32 });
    expect((await fetch(`${instances[1]!.origin}${imageUrl}`)).status).toBe(401);
  });
});

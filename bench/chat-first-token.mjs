#!/usr/bin/env node
// `npm run bench:chat` (after `npm run build`): how long the chat panel waits for the
// first word of an answer. The production server on the embedded database, with the stand-in
// OpenAI-compatible model (scripts/fake-openai.mjs: it streams at once, so what is measured is the
// app's own work before the model is asked), a gardener of 25 plants in Bristol (the stand-in
// Open-Meteo), and POST /api/chat until the first text-delta, one request at a time.
// Run it on two builds side by side to compare (docs/architecture.md#the-ai-gardener-acts).
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { seedGardener } from "./seed.mjs";
import { benchAppEnv, startAppServer } from "./servers.mjs";
import { startFakeOpenMeteo } from "../scripts/fake-open-meteo.mjs";
import { startFakeOpenAI } from "../scripts/fake-openai.mjs";

const { values } = parseArgs({ options: { requests: { type: "string", default: "30" }, plants: { type: "string", default: "25" } } });
const requests = Number(values.requests);
// The model limits allow 10 calls a minute per gardener: each gardener asks at most that many.
const PER_GARDENER = 10;

const weather = await startFakeOpenMeteo();
const model = await startFakeOpenAI();
const dataDir = mkdtempSync(path.join(os.tmpdir(), "chat-bench-"));
const app = await startAppServer({
  label: "app",
  env: {
    ...benchAppEnv({ secret: randomBytes(32).toString("hex"), weatherUrl: weather.url }),
    OPENAI_API_KEY: "bench-key",
    OPENAI_BASE_URL: model.url,
    AI_CHAT_MODEL: "fake-gardener",
    DATABASE_URL: "",
    DATA_DIR: dataDir,
    PGLITE_DIR: path.join(dataDir, "pglite"),
  },
});

/** Milliseconds from sending the message to the answer's first words. */
async function firstToken(token, message) {
  const started = performance.now();
  const response = await fetch(`${app.origin}/api/chat`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", origin: app.origin },
    body: JSON.stringify({ message }),
  });
  if (response.status !== 200) throw new Error(`POST /api/chat answered ${response.status}: ${await response.text()}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let seen = "";
  let at = null;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    seen += decoder.decode(value, { stream: true });
    if (at === null && seen.includes('"type":"text-delta"')) at = performance.now() - started;
  }
  if (at === null) throw new Error(`No text in the answer:\n${seen.slice(0, 500)}`);
  return at;
}

try {
  const runId = Date.now().toString(36);
  const gardeners = [];
  for (let index = 0; index < Math.ceil((requests + 2) / PER_GARDENER); index += 1) gardeners.push(await seedGardener(app.origin, { plantCount: Number(values.plants), runId }));
  // Warm-up: the first answers compile and cache what later ones reuse.
  await firstToken(gardeners[0].token, "Warm-up: how are my plants?");
  await firstToken(gardeners[0].token, "Warm-up: and the weather?");
  const times = [];
  for (let index = 0; index < requests; index += 1) {
    const gardener = gardeners[Math.floor((index + 2) / PER_GARDENER)];
    times.push(await firstToken(gardener.token, `Question ${index}: when should I water the tomatoes?`));
  }
  times.sort((a, b) => a - b);
  const pick = (share) => times[Math.min(times.length - 1, Math.floor(share * times.length))].toFixed(1);
  console.log(`chat first token over ${requests} answers (${values.plants} plants): p50 ${pick(0.5)} ms, p90 ${pick(0.9)} ms, min ${times[0].toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms`);
} finally {
  await app.stop();
  await model.close();
  await weather.close();
  rmSync(dataDir, { recursive: true, force: true });
}

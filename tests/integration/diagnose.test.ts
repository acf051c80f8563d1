import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

process.env.UPLOADS_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "diagnose-uploads-"));

import { POST as diagnose } from "@/app/api/diagnose/route";
import { GET as listDiagnoses } from "@/app/api/diagnoses/route";
import { POST as identify } from "@/app/api/identify-plant/route";
import { GET as getCatalogue } from "@/app/api/plants/route";
import { POST as addPlant } from "@/app/api/user-plants/route";
import { GET as withWatering } from "@/app/api/user-plants/with-watering/route";
import { GET as getTimeline } from "@/app/api/user-plants/[id]/timeline/route";
import { PATCH as patchUser } from "@/app/api/user/route";
import { BASE_URL, call, jsonRequest, signUp, type TestUser } from "../support/api";
import { setUpFakeOpenAI } from "../support/fake-ai";

const { server, useModel } = setUpFakeOpenAI();

/** A leaf photo made for the test: green, with yellow or brown patches, on a white background or soil. */
async function leafPhoto(spots?: string, width = 400, background = "#f4f4f0"): Promise<File> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="300">
    <rect width="${width}" height="300" fill="${background}"/>
    <ellipse cx="${width / 2}" cy="150" rx="${width * 0.4}" ry="90" fill="#3f8f3a"/>
    ${spots ? `<circle cx="${width / 2 - 50}" cy="130" r="45" fill="${spots}"/><circle cx="${width / 2 + 60}" cy="170" r="35" fill="${spots}"/>` : ""}
  </svg>`;
  const bytes = await sharp(Buffer.from(svg)).jpeg().toBuffer();
  return new File([new Uint8Array(bytes)], "leaf.jpg", { type: "image/jpeg" });
}

function multipart(url: string, fields: Record<string, string | Blob>, token?: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return new Request(`${BASE_URL}${url}`, { method: "POST", body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
}
const runDiagnosis = (user: TestUser | undefined, fields: Record<string, string | Blob>) =>
  call(diagnose, multipart("/api/diagnose", fields, user?.token));
const runIdentify = (user: TestUser | undefined, fields: Record<string, string | Blob>) =>
  call(identify, multipart("/api/identify-plant", fields, user?.token));

async function addTomato(user: TestUser) {
  const catalogue = (await call(getCatalogue, jsonRequest("/api/plants", { token: user.token }))).body as { id: number; commonName: string }[];
  const body = { plantId: catalogue.find((plant) => plant.commonName === "Tomato")!.id, customName: "Big Red" };
  return (await call(addPlant, jsonRequest("/api/user-plants", { body, token: user.token }))).body as { id: number };
}
const plantStatus = async (user: TestUser) =>
  (await call(withWatering, jsonRequest("/api/user-plants/with-watering", { token: user.token }))).body[0].status;

describe("diagnosis offline (leaf colours)", () => {
  it("finds a healthy green leaf healthy, and says it is an offline estimate", async () => {
    const gardener = await signUp();
    const { status, body } = await runDiagnosis(gardener, { image: await leafPhoto() });
    expect(status).toBe(201);
    expect(body.diagnosis).toMatchObject({ source: "offline", userPlantId: null, question: null });
    expect(body.diagnosis.imageUrl).toMatch(new RegExp(`^/uploads/users/${gardener.id}/diagnoses/`));
    expect(body.diagnosis.diagnosis.plantAnalysis.health).toEqual({ status: "healthy", problems: [] });
    expect(body.diagnosis.diagnosis.plantAnalysis.leafColours.green).toBeGreaterThan(0.9);
    expect(body.diagnosis.aiAdvice).toContain("look mostly healthy");
    expect(body.diagnosis.aiAdvice).toContain("This is an offline estimate");
  });

  it("reports yellowing on a linked plant, and leaves the plant's status as it was (saying so)", async () => {
    const gardener = await signUp();
    const tomato = await addTomato(gardener);
    const before = await plantStatus(gardener);
    const { body } = await runDiagnosis(gardener, { image: await leafPhoto("#d8c23a"), userPlantId: String(tomato.id), question: "Why yellow?" });
    expect(body.diagnosis).toMatchObject({ userPlantId: tomato.id, question: "Why yellow?" });
    expect(body.diagnosis.diagnosis.plantAnalysis.health.problems.map((problem: { name: string }) => problem.name)).toEqual(["Yellowing leaves"]);
    expect(body.diagnosis.diagnosis.plantIdentification[0]).toMatchObject({ name: "Tomato", confidence: 1 });
    expect(body.diagnosis.aiAdvice).toMatch(/^Your Tomato shows yellowing leaves/);
    expect(body.diagnosis.aiAdvice).toContain("The status of your Tomato in My Garden was left as it was");
    expect(body.statusChange).toBeNull();
    expect(await plantStatus(gardener)).toBe(before);
    expect(before).not.toBe("sick");
  });

  it("writes a German gardener's estimate in German, the plant by its German name", async () => {
    const gardener = await signUp();
    const tomato = await addTomato(gardener);
    expect((await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { locale: "de" }, token: gardener.token }))).status).toBe(200);
    const { body } = await runDiagnosis(gardener, { image: await leafPhoto("#d8c23a"), userPlantId: String(tomato.id) });
    const [problem] = body.diagnosis.diagnosis.plantAnalysis.health.problems as { name: string; symptoms: string[]; cause: string }[];
    expect(problem!.name).not.toMatch(/leaves/i);
    expect(problem!.symptoms[0]).toMatch(/\d\s?%/);
    expect(body.diagnosis.aiAdvice).toContain("Tomate");
    expect(body.diagnosis.aiAdvice).toContain("Offline-Schätzung");
    expect(body.diagnosis.aiAdvice).not.toMatch(/leaves|offline estimate|My Garden/);
    expect(body.statusChange).toBeNull();
  });

  it("does not take the soil around a healthy plant for browning leaves, nor change the plant's status", async () => {
    const gardener = await signUp();
    const tomato = await addTomato(gardener);
    const before = await plantStatus(gardener);
    const { body } = await runDiagnosis(gardener, { image: await leafPhoto(undefined, 400, "#7b5a3c"), userPlantId: String(tomato.id) });
    expect(body.diagnosis.diagnosis.plantAnalysis.health).toEqual({ status: "healthy", problems: [] });
    expect(body.diagnosis.diagnosis.plantAnalysis.leafColours.browning).toBeLessThan(0.02);
    expect(body.diagnosis.aiAdvice).toMatch(/^The leaves of your Tomato look mostly healthy and green\./);
    expect(body.statusChange).toBeNull();
    expect(await plantStatus(gardener)).toBe(before);
  });

  it("reports browning", async () => {
    const gardener = await signUp();
    const { body } = await runDiagnosis(gardener, { image: await leafPhoto("#7a4a1e") });
    expect(body.diagnosis.diagnosis.plantAnalysis.health.problems.map((problem: { name: string }) => problem.name)).toEqual(["Browning leaves"]);
    expect(Number(body.diagnosis.confidence)).toBeGreaterThan(0);
  });

  it("lists the gardener's diagnoses newest first, and only theirs", async () => {
    const gardener = await signUp();
    const stranger = await signUp();
    const first = (await runDiagnosis(gardener, { image: await leafPhoto() })).body.diagnosis;
    const second = (await runDiagnosis(gardener, { image: await leafPhoto("#7a4a1e") })).body.diagnosis;
    await runDiagnosis(stranger, { image: await leafPhoto() });
    const { status, body } = await call(listDiagnoses, jsonRequest("/api/diagnoses", { token: gardener.token }));
    expect(status).toBe(200);
    expect(body.diagnoses.map((entry: { id: number }) => entry.id)).toEqual([second.id, first.id]);
  });

  it("validates: image required, photos only, own plants only, signed in", async () => {
    const gardener = await signUp();
    const stranger = await signUp();
    const strangersPlant = await addTomato(stranger);
    expect(await runDiagnosis(gardener, { question: "hello" })).toMatchObject({ status: 400, body: { error: "Please select an image to analyze." } });
    const text = new File(["not a photo"], "leaf.jpg", { type: "image/jpeg" });
    expect((await runDiagnosis(gardener, { image: text })).status).toBe(415);
    expect(await runDiagnosis(gardener, { image: await leafPhoto(), userPlantId: String(strangersPlant.id) })).toMatchObject({
      status: 400,
      body: { error: "Choose one of your own plants." },
    });
    expect((await runDiagnosis(undefined, { image: await leafPhoto() })).status).toBe(401);
    expect((await call(listDiagnoses, jsonRequest("/api/diagnoses"))).status).toBe(401);
    expect((await call(listDiagnoses, jsonRequest("/api/diagnoses", { token: gardener.token }))).body.diagnoses).toEqual([]);
  });

  it("identification needs a model: a 503 written for a gardener, not an operator's variable", async () => {
    const gardener = await signUp();
    const { status, body } = await runIdentify(gardener, { image: await leafPhoto() });
    expect(status).toBe(503);
    expect(body.error).toBe(
      "Plant identification needs an AI model, which this server does not have. Analyze Plant still works: it measures the leaf colours in your photo.",
    );
    expect(body.error).not.toMatch(/OPENAI|_KEY|settings/);
  });
});

describe("diagnosis and identification with a vision model", () => {
  it("diagnoses a linked plant with the model's structured answer", async () => {
    useModel();
    const gardener = await signUp();
    const tomato = await addTomato(gardener);
    const { status, body } = await runDiagnosis(gardener, { image: await leafPhoto(), userPlantId: String(tomato.id), question: "Spots?" });
    expect(status).toBe(201);
    expect(body.diagnosis).toMatchObject({ source: "model", confidence: "0.910" });
    expect(body.diagnosis.diagnosis.plantIdentification[0]).toMatchObject({ name: "Tomato", scientificName: "Solanum lycopersicum" });
    expect(body.diagnosis.diagnosis.plantAnalysis.health.problems[0].name).toBe("Early blight");
    expect(body.diagnosis.aiAdvice).toContain("early blight");
    // The model's diagnosis marks the plant 'Monitor', and the answer says so.
    expect(body.statusChange).toEqual({ userPlantId: tomato.id, status: "sick" });
    expect(await plantStatus(gardener)).toBe("sick");
    const request = server().requests.at(-1)!;
    expect(request.model).toBe("fake-vision");
    expect(request.messages.at(-1)!.text).toContain("The gardener says this is their Tomato.");
    expect(request.messages.at(-1)!.text).toContain("Their question: Spots?");
    // Already 'Monitor': nothing changes, and the answer says nothing changed.
    const again = await runDiagnosis(gardener, { image: await leafPhoto(), userPlantId: String(tomato.id) });
    expect(again.body.statusChange).toBeNull();
    // The plant's timeline keeps the one change, and who made it.
    const timeline = await call(getTimeline, jsonRequest(`/api/user-plants/${tomato.id}/timeline?kind=status`, { token: gardener.token }), { id: String(tomato.id) });
    expect(timeline.body.items).toEqual([expect.objectContaining({ kind: "status", previousStatus: "healthy", status: "sick", by: expect.objectContaining({ id: gardener.id }) })]);
  });

  it("identifies a catalogue plant and an unknown one", async () => {
    useModel();
    const gardener = await signUp();
    const matched = await runIdentify(gardener, { image: await leafPhoto() });
    expect(matched.status).toBe(200);
    expect(matched.body).toMatchObject({
      identification: { plant_name: "Basil", scientific_name: "Ocimum basilicum", confidence: 0.88 },
      plant: { commonName: "Basil" },
      canAddToGarden: true,
    });
    const unmatched = await runIdentify(gardener, { image: await leafPhoto(undefined, 321) });
    expect(unmatched.body).toMatchObject({ identification: { plant_name: "Bird of Paradise" }, plant: null, canAddToGarden: true });
  });

  it("maps model failure, timeout and malformed output to clear 502s, saving nothing", async () => {
    useModel();
    const gardener = await signUp();
    expect(await runDiagnosis(gardener, { image: await leafPhoto(undefined, 322) })).toMatchObject({
      status: 502,
      body: { error: "The AI model could not answer right now. Please try again." },
    });
    expect(await runDiagnosis(gardener, { image: await leafPhoto(undefined, 324) })).toMatchObject({
      status: 502,
      body: { error: "The AI model took too long to answer. Please try again." },
    });
    expect(await runDiagnosis(gardener, { image: await leafPhoto(undefined, 323) })).toMatchObject({
      status: 502,
      body: { error: "The AI model's answer could not be read. Please try again." },
    });
    expect(await runIdentify(gardener, { image: await leafPhoto(undefined, 323) })).toMatchObject({ status: 502 });
    expect((await call(listDiagnoses, jsonRequest("/api/diagnoses", { token: gardener.token }))).body.diagnoses).toEqual([]);
    const stored = path.join(process.env.UPLOADS_DIR!, "users", gardener.id);
    expect(fs.existsSync(stored) ? fs.readdirSync(stored, { recursive: true }).filter((name) => String(name).endsWith(".jpg")) : []).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { POST as streamChat } from "@/app/api/chat/route";
import { POST as postMessage } from "@/app/api/chat/message/route";
import { GET as getMessages } from "@/app/api/chat/messages/route";
import { GET as getStatus } from "@/app/api/ai/status/route";
import { GET as getCatalogue } from "@/app/api/plants/route";
import { POST as addPlant } from "@/app/api/user-plants/route";
import { PATCH as patchUser } from "@/app/api/user/route";
import { messagesFor } from "@/lib/i18n/messages";
import { OFFLINE_NOTE } from "@/server/ai/offline-assistant";
import { MODEL_CALLS_PER_MINUTE } from "@/server/ai/rate-limit";
import { MODEL_FAILED_RESPONSE } from "@/server/assistant/chat";
import { call, jsonRequest, signUp, type TestUser } from "../support/api";
import { setUpFakeOpenAI } from "../support/fake-ai";

const { server, useModel } = setUpFakeOpenAI();

const send = (user: TestUser | undefined, message: unknown) =>
  call(postMessage, jsonRequest("/api/chat/message", { body: { message }, token: user?.token }));
const history = async (user: TestUser) => (await call(getMessages, jsonRequest("/api/chat/messages", { token: user.token }))).body;

/** Reads a UI message stream: the text it carries and any error part. */
async function readStream(response: Response) {
  const raw = await response.text();
  const events = raw
    .split("\n")
    .filter((line) => line.startsWith("data: ") && line !== "data: [DONE]")
    .map((line) => JSON.parse(line.slice(6)) as { type: string; delta?: string; errorText?: string });
  return {
    text: events.filter((event) => event.type === "text-delta").map((event) => event.delta).join(""),
    deltas: events.filter((event) => event.type === "text-delta").length,
    error: events.find((event) => event.type === "error")?.errorText ?? null,
  };
}
const stream = (user: TestUser, message: string) =>
  streamChat(jsonRequest("/api/chat", { body: { message }, token: user.token }), { params: Promise.resolve({}) });

async function gardenerWithTomato() {
  const gardener = await signUp("Ada Lovelace");
  const catalogue = (await call(getCatalogue, jsonRequest("/api/plants", { token: gardener.token }))).body as { id: number; commonName: string }[];
  const tomato = catalogue.find((plant) => plant.commonName === "Tomato")!.id;
  await call(addPlant, jsonRequest("/api/user-plants", { body: { plantId: tomato, customName: "Big Red" }, token: gardener.token }));
  return gardener;
}

describe("chat, offline (no model configured)", () => {
  it("answers in the gardener's language, asked in it, streamed or not", async () => {
    const gardener = await gardenerWithTomato();
    expect((await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { locale: "es" }, token: gardener.token }))).status).toBe(200);
    const { OfflineAssistant: spanish } = await messagesFor("es", ["server"]);
    const answer = (await send(gardener, "¿Cada cuánto riego mis tomates?")).body.response as string;
    expect(answer).toContain("**Tomate** (_Solanum lycopersicum_)");
    expect(answer).toContain("Big Red");
    expect(answer).toContain(spanish.note);
    expect(answer).not.toContain("Water about every");
    const streamed = await readStream(await stream(gardener, "¿Qué tiempo hará?"));
    expect(streamed.text).toContain(spanish.weatherNoPlace);
  });

  it("answers from the catalogue and the garden, says it is offline, and keeps the history", async () => {
    const gardener = await gardenerWithTomato();
    expect((await call(getStatus, jsonRequest("/api/ai/status", { token: gardener.token }))).body).toEqual({
      mode: "offline",
      chatModel: null,
      visionModel: null,
    });
    const { status, body } = await send(gardener, "  How often should I water my tomatoes?  ");
    expect(status).toBe(201);
    expect(body.message).toBe("How often should I water my tomatoes?");
    expect(body.response).toContain("**Tomato** (_Solanum lycopersicum_)");
    expect(body.response).toContain("Water about every 2 days");
    expect(body.response).toContain("Your Big Red: next watering in 2 days.");
    expect(body.response).toContain(OFFLINE_NOTE);
    // What it is, and who can connect a model: there are no "server settings" in the app.
    expect(body.response).toContain("This server has no AI model connected; the person who runs it can connect one for open questions.");
    expect(body.response).not.toContain("server settings");

    const tasks = await send(gardener, "What should I do today?");
    expect(tasks.body.response).toContain("No care tasks are due today.");
    const weather = await send(gardener, "Will it rain?");
    expect(weather.body.response).toContain("Set your location in Settings");

    expect((await history(gardener)).map((entry: { message: string }) => entry.message)).toEqual([
      "How often should I water my tomatoes?",
      "What should I do today?",
      "Will it rain?",
    ]);
  });

  it("streams the offline answer to the chat panel and stores it", async () => {
    const gardener = await gardenerWithTomato();
    const response = await stream(gardener, "what needs water?");
    expect(response.status).toBe(200);
    const { text, error } = await readStream(response);
    expect(error).toBeNull();
    expect(text).toContain("Nothing needs water right now.");
    expect((await history(gardener)).at(-1).response).toBe(text);
  });

  it("refuses empty messages and the signed out", async () => {
    const gardener = await signUp();
    for (const message of ["", "   ", undefined]) {
      const response = await send(gardener, message);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe("Please type a message.");
    }
    expect((await send(gardener, "x".repeat(4001))).status).toBe(400);
    expect((await send(undefined, "hello")).status).toBe(401);
    expect((await call(getMessages, jsonRequest("/api/chat/messages"))).status).toBe(401);
    expect(await history(gardener)).toEqual([]);
  });
});

describe("chat with a model (fake OpenAI-compatible server)", () => {
  it("answers through Chat Completions with the gardener's context", async () => {
    useModel();
    const gardener = await gardenerWithTomato();
    const { status, body } = await send(gardener, "Any advice for my garden?");
    expect(status).toBe(201);
    expect(body.response).toContain('Here is what I suggest for "Any advice for my garden?"');
    const request = server().requests.at(-1)!;
    expect(request.model).toBe("fake-gardener");
    const system = request.messages.find((message) => message.role === "system")!.text;
    expect(system).toContain("Gardener: Ada Lovelace");
    expect(system).toContain("- Big Red (Tomato); status Healthy; next watering: In 2 days; last watered: Not yet");
    expect(system).toContain("Weather: not available.");
  });

  it("asks the model to answer in the gardener's language and units (their profile's)", async () => {
    useModel();
    const gardener = await gardenerWithTomato();
    expect((await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { locale: "de", units: "imperial" }, token: gardener.token }))).status).toBe(200);
    expect((await send(gardener, "Wie oft soll ich gießen?")).status).toBe(201);
    const system = server().requests.at(-1)!.messages.find((message) => message.role === "system")!.text;
    expect(system).toContain("Language: they read German. Answer in natural German");
    expect(system).toContain("Units: they use imperial units.");
    // An English gardener's prompt says English.
    const english = await gardenerWithTomato();
    await send(english, "How often should I water?");
    expect(server().requests.at(-1)!.messages.find((message) => message.role === "system")!.text).toContain("Language: they read English.");
  });

  it("streams the answer word by word and stores the exchange", async () => {
    useModel();
    const gardener = await gardenerWithTomato();
    await send(gardener, "First question");
    const response = await stream(gardener, "How do I mulch?");
    const { text, deltas, error } = await readStream(response);
    expect(error).toBeNull();
    expect(deltas).toBeGreaterThan(5);
    expect(text).toContain('Here is what I suggest for "How do I mulch?"');
    // The model saw the earlier exchange.
    expect(server().requests.at(-1)!.messages.map((message) => message.role)).toEqual(["system", "user", "assistant", "user"]);
    const saved = (await history(gardener)).at(-1);
    expect(saved).toMatchObject({ message: "How do I mulch?", response: text });
  });

  it("keeps the message and answers a clear 502 when the model fails or times out", async () => {
    useModel();
    const gardener = await signUp();
    const failed = await send(gardener, "[fail] help");
    expect(failed.status).toBe(502);
    expect(failed.body.error).toBe("The AI model could not answer right now. Please try again.");
    const started = Date.now();
    const slow = await send(gardener, "[slow] help");
    expect(slow.status).toBe(502);
    expect(slow.body.error).toBe("The AI model took too long to answer. Please try again.");
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await history(gardener)).toMatchObject([
      { message: "[fail] help", response: MODEL_FAILED_RESPONSE },
      { message: "[slow] help", response: MODEL_FAILED_RESPONSE },
    ]);

    const streamed = await readStream(await stream(gardener, "[fail] again"));
    expect(streamed.error).toBe("The AI model could not answer right now. Please try again.");
    expect((await history(gardener)).at(-1)).toMatchObject({ message: "[fail] again", response: MODEL_FAILED_RESPONSE });
  });

  it("says a model's failure in the gardener's language, answered or streamed", async () => {
    useModel();
    const gardener = await signUp();
    expect((await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { locale: "de" }, token: gardener.token }))).status).toBe(200);
    const { ApiErrors: german } = await messagesFor("de", ["server"]);
    expect((await send(gardener, "[fail] hilf mir")).body.error).toBe(german.aiModelCouldAnswerRight);
    expect((await readStream(await stream(gardener, "[fail] noch mal"))).error).toBe(german.aiModelCouldAnswerRight);
  });

  it("limits model calls per gardener (429)", async () => {
    useModel();
    const gardener = await signUp();
    for (let index = 0; index < MODEL_CALLS_PER_MINUTE; index += 1) {
      expect((await send(gardener, `question ${index}`)).status).toBe(201);
    }
    const limited = await send(gardener, "one more");
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe("You're asking the AI gardener a lot at once. Please wait a minute and try again.");
    expect((await send(await signUp(), "someone else")).status).toBe(201);
  });
});

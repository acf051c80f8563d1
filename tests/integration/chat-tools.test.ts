// The AI gardener acts (docs/architecture.md#the-ai-gardener-acts): its lookups, and changes that
// run only with the gardener's Approve, against the fake OpenAI-compatible server's tool calls.
import { describe, expect, it } from "vitest";
import { POST as streamChat } from "@/app/api/chat/route";
import { GET as getMessages } from "@/app/api/chat/messages/route";
import { GET as getCatalogue } from "@/app/api/plants/route";
import { POST as addPlant, GET as getPlants } from "@/app/api/user-plants/route";
import { POST as createTask, GET as getTasks } from "@/app/api/tasks/route";
import { GET as getHarvests } from "@/app/api/harvests/route";
import { GET as exportData } from "@/app/api/export/route";
import { POST as postMessage } from "@/app/api/chat/message/route";
import { POST as createGarden } from "@/app/api/gardens/route";
import { PATCH as patchUser } from "@/app/api/user/route";
import { GET as wateringHistory } from "@/app/api/watering/history/[userPlantId]/route";
import { POST as writeJournalEntry } from "@/app/api/user-plants/[id]/journal/route";
import { MAX_ASSISTANT_STEPS, MAX_CHANGES_PER_ANSWER, MAX_LOOKUPS_PER_ANSWER } from "@/lib/assistant-tools";
import type { ChatMessage } from "@/lib/chat-types";
import { BASE_URL, call, jsonRequest, signUp, type TestUser } from "../support/api";
import { setUpFakeOpenAI } from "../support/fake-ai";

const { server, useModel } = setUpFakeOpenAI();

type Chunk = { type: string; [key: string]: unknown };

async function chunksOf(response: Response): Promise<Chunk[]> {
  const raw = await response.text();
  return raw
    .split("\n")
    .filter((line) => line.startsWith("data: ") && line !== "data: [DONE]")
    .map((line) => JSON.parse(line.slice(6)) as Chunk);
}

const post = (user: TestUser, body: unknown) => streamChat(jsonRequest("/api/chat", { body, token: user.token }), { params: Promise.resolve({}) });
const ask = async (user: TestUser, message: string) => chunksOf(await post(user, { message }));
const textOf = (chunks: Chunk[]) => chunks.filter((chunk) => chunk.type === "text-delta").map((chunk) => chunk.delta).join("");
const ofType = (chunks: Chunk[], type: string) => chunks.filter((chunk) => chunk.type === type);
const history = async (user: TestUser) => (await call(getMessages, jsonRequest("/api/chat/messages", { token: user.token }))).body as ChatMessage[];
const waterings = async (user: TestUser, plantId: number) =>
  (await call(wateringHistory, jsonRequest(`/api/watering/history/${plantId}`, { token: user.token }), { userPlantId: String(plantId) })).body as unknown[];

async function gardenerWith(...plants: [string, string | null][]) {
  const gardener = await signUp("Ada Lovelace");
  const catalogue = (await call(getCatalogue, jsonRequest("/api/plants", { token: gardener.token }))).body as { id: number; commonName: string }[];
  const ids: number[] = [];
  for (const [kind, customName] of plants) {
    const plantId = catalogue.find((plant) => plant.commonName === kind)!.id;
    const added = await call(addPlant, jsonRequest("/api/user-plants", { body: { plantId, customName }, token: gardener.token }));
    ids.push((added.body as { id: number }).id);
  }
  return { gardener, ids };
}

/** The approval ids of the changes waiting in the latest answer. */
async function waitingIds(user: TestUser): Promise<string[]> {
  const latest = (await history(user)).at(-1)!;
  return (latest.parts ?? []).filter((part) => "state" in part && part.state === "approval-requested").map((part) => (part as { approval: { id: string } }).approval.id);
}

/** Approves or declines every change waiting in the latest answer. */
async function answerAll(user: TestUser, approved: boolean) {
  return post(user, { approvals: (await waitingIds(user)).map((id) => ({ id, approved })) });
}

describe("the AI gardener's changes wait for the gardener (model)", () => {
  it("proposes a watering, writes nothing until Approve, then records it and carries on; a second Approve is a 409", async () => {
    useModel();
    const { gardener, ids } = await gardenerWith(["Tomato", "Big Red"], ["Basil", null]);
    const chunks = await ask(gardener, `I watered the tomatoes [tool:recordWatering {"userPlantIds":[${ids[0]}]}]`);
    expect(ofType(chunks, "tool-input-available")).toMatchObject([{ toolName: "recordWatering", input: { userPlantIds: [ids[0]] } }]);
    expect(ofType(chunks, "data-change")).toMatchObject([{ data: { summary: "Record watering Big Red today", links: [{ label: "Big Red", href: `/plants#plant-${ids[0]}` }] } }]);
    expect(ofType(chunks, "tool-approval-request")).toHaveLength(1);
    expect(ofType(chunks, "tool-output-available")).toHaveLength(0);
    expect(await waterings(gardener, ids[0]!)).toEqual([]);
    const waiting = (await history(gardener)).at(-1)!;
    expect(waiting).toMatchObject({ awaitingApproval: true });

    const modelCalls = server().requests.length;
    const ids0 = await waitingIds(gardener);
    const approved = await chunksOf(await answerAll(gardener, true));
    expect(ofType(approved, "tool-output-available")).toMatchObject([{ output: { done: "Watered Big Red today" } }]);
    expect(textOf(approved)).toContain("Done:");
    expect(textOf(approved)).toContain("Watered Big Red today");
    expect(await waterings(gardener, ids[0]!)).toHaveLength(1);
    expect(await waterings(gardener, ids[1]!)).toEqual([]);
    // The model carried on from the result (one more call), which it read as the tool's output.
    expect(server().requests.length).toBe(modelCalls + 1);
    expect(server().requests.at(-1)!.messages.map((message) => message.role)).toEqual(["system", "user", "assistant", "tool"]);

    const stored = (await history(gardener)).at(-1)!;
    expect(stored.awaitingApproval).toBe(false);
    expect(stored.response).toContain("Done:");
    expect(stored.parts!.find((part) => part.type === "tool-recordWatering")).toMatchObject({ state: "output-available" });

    // The export keeps the steps, in a shape of the app's own.
    const exported = await exportData(new Request(`${BASE_URL}/api/export?format=json`, { headers: { authorization: `Bearer ${gardener.token}` } }));
    expect(((await exported.json()) as { chat: unknown[] }).chat.at(-1)).toMatchObject({
      tools: [{ name: "recordWatering", input: { userPlantIds: [ids[0]] }, state: "output-available", output: { done: "Watered Big Red today" } }],
    });

    const again = await post(gardener, { approvals: ids0.map((id) => ({ id, approved: true })) });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe("Nothing in the chat is waiting for your approval any more.");
    expect(await waterings(gardener, ids[0]!)).toHaveLength(1);
  });

  it("Decline changes nothing and tells the model", async () => {
    useModel();
    const { gardener, ids } = await gardenerWith(["Tomato", null]);
    await ask(gardener, `[tool:recordWatering {"userPlantIds":[${ids[0]}]}]`);
    const declined = await chunksOf(await answerAll(gardener, false));
    expect(ofType(declined, "tool-output-denied")).toHaveLength(1);
    expect(await waterings(gardener, ids[0]!)).toEqual([]);
    const toolMessage = server().requests.at(-1)!.messages.at(-1)!;
    expect(toolMessage.role).toBe("tool");
    expect(toolMessage.text).toContain("denied");
  });

  it("refuses another garden's plant, malformed input and a tool that does not exist, as messages the model reads", async () => {
    useModel();
    const { ids: theirs } = await gardenerWith(["Tomato", "Not yours"]);
    const { gardener, ids } = await gardenerWith(["Tomato", "Mine"]);
    const other = await ask(gardener, `[tool:recordWatering {"userPlantIds":[${ids[0]},${theirs[0]}]}]`);
    expect(ofType(other, "tool-approval-request")).toHaveLength(0);
    expect(ofType(other, "tool-output-error")).toMatchObject([{ errorText: `That plant (id ${theirs[0]}) was not found.` }]);
    expect(JSON.stringify(other)).not.toContain("Not yours");
    expect(textOf(other)).toContain("not found");
    expect(await waterings(gardener, ids[0]!)).toEqual([]);

    const broken = await post(gardener, { message: `[badargs] [tool:recordWatering {"userPlantIds":[${ids[0]}]}]` });
    expect(broken.status).toBe(200);
    const brokenChunks = await chunksOf(broken);
    expect(ofType(brokenChunks, "tool-approval-request")).toHaveLength(0);
    expect(ofType(brokenChunks, "tool-input-error").length + ofType(brokenChunks, "tool-output-error").length).toBeGreaterThan(0);

    const invented = await ask(gardener, `[tool:deleteEverything {}]`);
    expect(JSON.stringify(invented)).toContain("does not exist");
    expect(ofType(invented, "error")).toEqual([]);

    const tooMany = await ask(gardener, `[tool:recordWatering {"userPlantIds":[${Array.from({ length: 51 }, (_, index) => index + 1).join(",")}]}]`);
    expect(ofType(tooMany, "tool-approval-request")).toHaveLength(0);
    expect(await waterings(gardener, ids[0]!)).toEqual([]);
    expect((await history(gardener)).every((entry) => !entry.awaitingApproval)).toBe(true);
  });

  it("every change refuses another garden's plant or task as not found, and none runs without an Approve", async () => {
    useModel();
    const { gardener: stranger, ids: theirPlants } = await gardenerWith(["Tomato", "Not yours"]);
    const theirTask = (await call(createTask, jsonRequest("/api/tasks", { body: { title: "Their secret task", dueDate: "2026-01-01", taskType: "prune" }, token: stranger.token }))).body as { id: number };
    const { gardener } = await gardenerWith(["Tomato", "Mine"]);
    const foreign = [
      `[tool:completeTask {"taskId":${theirTask.id}}]`,
      `[tool:snoozeTask {"taskId":${theirTask.id},"days":1}]`,
      `[tool:addTask {"type":"water","title":"Sneaky","dueDate":"2030-01-01","userPlantId":${theirPlants[0]}}]`,
      `[tool:logHarvest {"userPlantId":${theirPlants[0]},"quantity":1,"unit":"kg"}]`,
      `[tool:addPlant {"slug":"no-such-plant"}]`,
    ];
    for (const marker of foreign) {
      const chunks = await ask(gardener, marker);
      expect(ofType(chunks, "tool-approval-request"), marker).toHaveLength(0);
      expect(ofType(chunks, "tool-output-error"), marker).toHaveLength(1);
      expect(String(ofType(chunks, "tool-output-error")[0]!.errorText), marker).toMatch(/was not found|is in the catalogue/);
      expect(JSON.stringify(chunks)).not.toContain("Their secret task");
    }
    // Their garden is as it was.
    const theirs = (await call(getTasks, jsonRequest("/api/tasks", { token: stranger.token }))).body as { completed: boolean; dueDate: string }[];
    expect(theirs.find((task) => task.dueDate === "2026-01-01")).toMatchObject({ completed: false });
    expect(((await call(getHarvests, jsonRequest("/api/harvests", { token: stranger.token }))).body as { harvests: unknown[] }).harvests).toEqual([]);

    // Proposed in the gardener's own garden, nothing happens until the Approve (a new gardener:
    // each refusal above took two model calls of the ten a minute).
    const { gardener: owner, ids } = await gardenerWith(["Tomato", "Mine"]);
    const myTask = (await call(createTask, jsonRequest("/api/tasks", { body: { title: "My task", dueDate: "2026-01-01", taskType: "prune" }, token: owner.token }))).body as { id: number };
    for (const marker of [`[tool:completeTask {"taskId":${myTask.id}}]`, `[tool:logHarvest {"userPlantId":${ids[0]},"quantity":1,"unit":"kg"}]`, `[tool:addPlant {"slug":"basil"}]`]) {
      expect(ofType(await ask(owner, marker), "tool-approval-request"), marker).toHaveLength(1);
    }
    const mine = (await call(getTasks, jsonRequest("/api/tasks", { token: owner.token }))).body as { title: string; completed: boolean }[];
    expect(mine.find((task) => task.title === "My task")!.completed).toBe(false);
    expect(((await call(getHarvests, jsonRequest("/api/harvests", { token: owner.token }))).body as { harvests: unknown[] }).harvests).toEqual([]);
    expect(((await call(getPlants, jsonRequest("/api/user-plants", { token: owner.token }))).body as unknown[]).length).toBe(1);
  });

  it("refuses hostile approval bodies with a 400, never a 500", async () => {
    useModel();
    const { gardener, ids } = await gardenerWith(["Tomato", null]);
    await ask(gardener, `[tool:recordWatering {"userPlantIds":[${ids[0]}]}]`);
    const [id] = await waitingIds(gardener);
    const bodies = [
      { approvals: [] },
      { approvals: [{ id, approved: "yes" }] },
      { approvals: [{ id, approved: true, input: { userPlantIds: [1, 2, 3] } }] },
      { approvals: [{ id: "x".repeat(1000), approved: true }] },
      { approvals: Array.from({ length: 100 }, (_, index) => ({ id: `a${index}`, approved: true })) },
      { approvals: [{ id: "\u0000", approved: true }] },
      { approvals: null },
      { message: "hello", extra: true },
    ];
    for (const body of bodies) expect((await post(gardener, body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    expect(await waterings(gardener, ids[0]!)).toEqual([]);
    // Still waiting, and still answerable.
    expect(await waitingIds(gardener)).toEqual([id]);
  });

  it(`stops a model that loops at ${MAX_ASSISTANT_STEPS} steps, the last one writing only text`, async () => {
    useModel();
    const { gardener } = await gardenerWith(["Tomato", null]);
    const before = server().requests.length;
    const chunks = await ask(gardener, "[loop] [tool:listPlants {}]");
    const calls = server().requests.slice(before);
    expect(calls).toHaveLength(MAX_ASSISTANT_STEPS);
    // The last step is offered no tools at all.
    expect(calls.slice(0, -1).every((request) => request.tools?.length)).toBe(true);
    expect(calls.at(-1)!.tools ?? []).toEqual([]);
    expect(ofType(chunks, "tool-output-available")).toHaveLength(MAX_ASSISTANT_STEPS - 1);
    expect(textOf(chunks)).toContain("Done:");
  });

  it(`refuses more than ${MAX_CHANGES_PER_ANSWER} changes in one answer`, async () => {
    useModel();
    const { gardener, ids } = await gardenerWith(["Tomato", null]);
    // Across the change tools, not per tool: 6 waterings and 5 harvests.
    const markers = Array.from({ length: MAX_CHANGES_PER_ANSWER + 1 }, (_, index) =>
      index % 2 ? `[tool:logHarvest {"userPlantId":${ids[0]},"quantity":1,"unit":"kg"}]` : `[tool:recordWatering {"userPlantIds":[${ids[0]}]}]`,
    ).join(" ");
    const chunks = await ask(gardener, markers);
    expect(ofType(chunks, "tool-approval-request")).toHaveLength(MAX_CHANGES_PER_ANSWER);
    expect(ofType(chunks, "tool-output-error")).toHaveLength(1);
  });

  it("a change is made only in the garden it was proposed for", async () => {
    useModel();
    const { gardener } = await gardenerWith(["Tomato", null]);
    await ask(gardener, `[tool:addPlant {"slug":"basil","nickname":"Sweet"}]`);
    const made = await call(createGarden, jsonRequest("/api/gardens", { body: { name: "Allotment" }, token: gardener.token }));
    const allotment = (made.body as { garden: { id: number } }).garden.id;
    expect((await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { activeGardenId: allotment }, token: gardener.token }))).status).toBe(200);
    const approved = await chunksOf(await answerAll(gardener, true));
    expect(ofType(approved, "tool-output-error")).toMatchObject([{ errorText: "This change was proposed for another of your gardens: open that garden to make it." }]);
    expect(((await call(getPlants, jsonRequest("/api/user-plants", { token: gardener.token }))).body as unknown[]).length).toBe(0);
  });

  it(`allows at most ${MAX_LOOKUPS_PER_ANSWER} lookups in one answer`, async () => {
    useModel();
    const { gardener } = await gardenerWith(["Tomato", null]);
    const chunks = await ask(gardener, Array.from({ length: MAX_LOOKUPS_PER_ANSWER + 1 }, () => "[tool:listPlants {}]").join(" "));
    expect(ofType(chunks, "tool-output-available")).toHaveLength(MAX_LOOKUPS_PER_ANSWER);
    expect(ofType(chunks, "tool-output-error")).toMatchObject([{ errorText: `Too many lookups in one answer: at most ${MAX_LOOKUPS_PER_ANSWER}.` }]);
  });

  it("a message through POST /api/chat/message also declines the changes left waiting", async () => {
    const { gardener, ids } = await gardenerWith(["Tomato", "Big Red"]);
    await ask(gardener, "I watered the tomatoes");
    expect((await history(gardener)).at(-1)!.awaitingApproval).toBe(true);
    expect((await call(postMessage, jsonRequest("/api/chat/message", { body: { message: "How do I mulch?" }, token: gardener.token }))).status).toBe(201);
    expect((await history(gardener)).every((entry) => !entry.awaitingApproval)).toBe(true);
    expect(await waterings(gardener, ids[0]!)).toEqual([]);
  });

  it("a new message declines the changes left waiting, so the history never holds an unanswered call", async () => {
    useModel();
    const { gardener, ids } = await gardenerWith(["Tomato", null]);
    await ask(gardener, `[tool:recordWatering {"userPlantIds":[${ids[0]}]}]`);
    const left = await waitingIds(gardener);
    await ask(gardener, "Never mind, how do I mulch?");
    const [first, second] = await history(gardener);
    expect(first!.awaitingApproval).toBe(false);
    expect(first!.parts!.find((part) => part.type === "tool-recordWatering")).toMatchObject({ state: "output-denied" });
    expect(second!.response).toContain("Here is what I suggest");
    expect((await post(gardener, { approvals: left.map((id) => ({ id, approved: true })) })).status).toBe(409);
    expect(await waterings(gardener, ids[0]!)).toEqual([]);
  });

  it("checks approvals: every waiting change answered once, by its id", async () => {
    useModel();
    const { gardener, ids } = await gardenerWith(["Tomato", null], ["Basil", null]);
    await ask(gardener, `[tool:recordWatering {"userPlantIds":[${ids[0]}]}] [tool:recordWatering {"userPlantIds":[${ids[1]}]}]`);
    const waiting = (await history(gardener)).at(-1)!.parts!.filter((part) => "state" in part && part.state === "approval-requested") as unknown as { approval: { id: string } }[];
    expect(waiting).toHaveLength(2);
    const [a, b] = waiting.map((part) => part.approval.id);
    for (const approvals of [[{ id: a, approved: true }], [{ id: a, approved: true }, { id: "approval-made-up", approved: true }], [{ id: a, approved: true }, { id: a, approved: false }]]) {
      const response = await post(gardener, { approvals });
      expect(response.status).toBe(400);
    }
    expect((await post(gardener, { approvals: "yes" })).status).toBe(400);
    expect((await post(gardener, { message: "hi", approvals: [] })).status).toBe(400);
    const done = await chunksOf(await post(gardener, { approvals: [{ id: a, approved: true }, { id: b, approved: false }] }));
    expect(ofType(done, "tool-output-available")).toHaveLength(1);
    expect(ofType(done, "tool-output-denied")).toHaveLength(1);
    expect(await waterings(gardener, ids[0]!)).toHaveLength(1);
    expect(await waterings(gardener, ids[1]!)).toEqual([]);
  });

  it("makes each kind of change once approved", async () => {
    useModel();
    const { gardener, ids } = await gardenerWith(["Tomato", "Big Red"]);
    const tomato = ids[0]!;
    const task = (await call(createTask, jsonRequest("/api/tasks", { body: { title: "Tie in the stems", dueDate: "2026-01-01", taskType: "prune", userPlantId: tomato }, token: gardener.token }))).body as { id: number };
    const other = (await call(createTask, jsonRequest("/api/tasks", { body: { title: "Check for aphids", dueDate: "2026-01-01", taskType: "inspect" }, token: gardener.token }))).body as { id: number };
    const run = async (call: string, summary: string) => {
      const proposed = await ask(gardener, call);
      expect(ofType(proposed, "data-change")).toMatchObject([{ data: { summary } }]);
      const applied = await chunksOf(await answerAll(gardener, true));
      expect(ofType(applied, "tool-output-available")).toHaveLength(1);
      return ofType(applied, "tool-output-available")[0]!.output as { done: string };
    };
    expect((await run(`[tool:completeTask {"taskId":${task.id}}]`, 'Mark "Tie in the stems" as done')).done).toBe('Done: "Tie in the stems"');
    expect((await run(`[tool:snoozeTask {"taskId":${other.id},"days":2}]`, expect.stringContaining('Snooze "Check for aphids" by 2 days') as never)).done).toContain('Snoozed "Check for aphids"');
    await run(`[tool:addTask {"type":"fertilize","title":"Feed the tomatoes","dueDate":"2030-05-01","userPlantId":${tomato},"repeatEveryDays":14}]`, 'Add the task "Feed the tomatoes" (fertilize for Big Red), due on May 1, then every 14 days');
    await run(`[tool:addPlant {"slug":"basil","nickname":"Sweet"}]`, 'Add a Basil called "Sweet" to your garden, planted today');
    await run(`[tool:logHarvest {"userPlantId":${tomato},"quantity":2,"unit":"kg"}]`, "Log a harvest of 2 kg from Big Red, today");

    const tasks = (await call(getTasks, jsonRequest("/api/tasks", { token: gardener.token }))).body as { title: string; completed: boolean; repeatEveryDays: number | null }[];
    expect(tasks.find((entry) => entry.title === "Tie in the stems")!.completed).toBe(true);
    expect(tasks.find((entry) => entry.title === "Feed the tomatoes")!.repeatEveryDays).toBe(14);
    const plants = (await call(getPlants, jsonRequest("/api/user-plants", { token: gardener.token }))).body as { customName: string | null }[];
    expect(plants.map((plant) => plant.customName)).toContain("Sweet");
    const harvests = (await call(getHarvests, jsonRequest("/api/harvests", { token: gardener.token }))).body as { harvests: { quantity: number; unit: string }[] };
    expect(harvests.harvests).toMatchObject([{ quantity: 2, unit: "kg" }]);
  });

  it("runs every lookup with the caller's rights, and says what it looked at", async () => {
    useModel();
    const { gardener } = await gardenerWith(["Tomato", "Big Red"]);
    const lookups = ["listPlants", "listTasks", "getWeather", "listHarvests", "getPlanner", "listDiagnoses"].map((name) => `[tool:${name} {}]`).join(" ");
    const chunks = await ask(gardener, `${lookups} [tool:getPlantCare {"plant":"tomatoes"}]`);
    const outputs = ofType(chunks, "tool-output-available").map((chunk) => chunk.output as { seen: string });
    const order = ["your 1 plant", "your tasks (0 today, 0 overdue)", "the weather", `your ${new Date().getUTCFullYear()} harvests`, "your planner's frost dates and sowing windows", "your photo diagnoses (none yet)", "how to grow Tomato"];
    // The lookups of one step run at once; they finish in any order.
    outputs.sort((a, b) => order.indexOf(a.seen) - order.indexOf(b.seen));
    expect(outputs.map((output) => output.seen)).toEqual([
      "your 1 plant",
      "your tasks (0 today, 0 overdue)",
      "the weather",
      `your ${new Date().getUTCFullYear()} harvests`,
      "your planner's frost dates and sowing windows",
      "your photo diagnoses (none yet)",
      "how to grow Tomato",
    ]);
    expect(JSON.stringify(outputs[0])).toContain("Big Red");
    expect(outputs[6]).toMatchObject({ slug: "tomato", inYourGarden: [{ name: "Big Red" }] });
    // The prompt says who the gardener is; the garden itself comes from the tools.
    const system = server().requests.find((request) => request.messages.at(-1)?.text.includes("[tool:listPlants"))!.messages[0]!.text;
    expect(system).toContain("Gardener: Ada Lovelace");
    expect(system).not.toContain("Big Red");
  });

  it("reads a plant's latest journal entries by its name or id, with the caller's rights, and says what it read", async () => {
    useModel();
    const { gardener, ids } = await gardenerWith(["Tomato", "Big Red"], ["Basil", null]);
    const { gardener: stranger, ids: theirs } = await gardenerWith(["Tomato", "Not yours"]);
    const write = async (user: TestUser, plantId: number, fields: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      const request = new Request(`${BASE_URL}/api/user-plants/${plantId}/journal`, { method: "POST", body: form, headers: { authorization: `Bearer ${user.token}` } });
      expect((await call(writeJournalEntry, request, { id: String(plantId) })).status).toBe(201);
    };
    await write(gardener, ids[0]!, { text: "Planted out after the last frost", date: "2025-05-10", tags: "planting" });
    await write(gardener, ids[0]!, { text: "First flowers on the second truss", date: "2025-06-20", tags: "flowering" });
    await write(gardener, ids[0]!, { text: `Aphids on the new shoots. ${"Sprayed them off with water. ".repeat(40)}`, date: "2025-07-01", tags: "pests,other" });
    await write(stranger, theirs[0]!, { text: "A secret of another garden", date: "2025-07-02" });

    const chunks = await ask(gardener, `What happened to my tomato? [tool:readJournal {"plant":"big red","limit":2}]`);
    const [read] = ofType(chunks, "tool-output-available") as unknown as { output: { entries: { text: string }[] } }[];
    expect(read!.output).toEqual({
      seen: "2 journal entries on Big Red",
      plant: { id: ids[0], name: "Big Red" },
      entries: [
        { date: "2025-07-01", text: expect.stringMatching(/^Aphids on the new shoots\. Sprayed them off with water\..*\.\.\.$/), tags: ["pests", "other"], by: "Ada Lovelace", photos: 0 },
        { date: "2025-06-20", text: "First flowers on the second truss", tags: ["flowering"], by: "Ada Lovelace", photos: 0 },
      ],
      olderEntries: true,
    });
    expect(read!.output.entries[0]!.text.length).toBeLessThanOrEqual(400);
    // The model read it and answered from it.
    expect(server().requests.at(-1)!.messages.map((message) => message.role)).toEqual(["system", "user", "assistant", "tool"]);
    expect(textOf(chunks)).toContain("First flowers on the second truss");
    // The stored answer keeps the lookup, which the chat shows as one line.
    const stored = (await history(gardener)).at(-1)!;
    expect(stored.parts!.find((part) => part.type === "tool-readJournal")).toMatchObject({
      state: "output-available",
      input: { plant: "big red", limit: 2 },
      output: { seen: "2 journal entries on Big Red" },
    });

    // By id: a plant with no entries yet; another garden's plant is not found, by id or by name; "tomatoes" is Big Red, the one tomato.
    const more = await ask(gardener, `[tool:readJournal {"plant":${ids[1]}}] [tool:readJournal {"plant":${theirs[0]}}] [tool:readJournal {"plant":"Not yours"}] [tool:readJournal {"plant":"tomatoes"}]`);
    const outputs = ofType(more, "tool-output-available").map((chunk) => (chunk.output as { seen: string }).seen);
    expect(outputs.toSorted()).toEqual(["3 journal entries on Big Red", "Basil's journal (no entries yet)"]);
    expect(ofType(more, "tool-output-error").map((chunk) => chunk.errorText).toSorted()).toEqual([
      'A plant called "Not yours" in this garden was not found.',
      `That plant (id ${theirs[0]}) was not found.`,
    ]);
    expect(JSON.stringify(more)).not.toContain("secret");

    // Its input is checked like any tool's: an unknown key or a limit over 20 never runs.
    const refused = await ask(gardener, `[tool:readJournal {"plant":"Basil","limit":21}] [tool:readJournal {"plant":"Basil","tag":"pests"}]`);
    expect(ofType(refused, "tool-output-available")).toEqual([]);
    expect(ofType(refused, "tool-output-error")).toHaveLength(2);
  });
});

describe("the offline assistant proposes the same changes", () => {
  it('"I watered the tomatoes" → a card naming them → Approve records the watering', async () => {
    const { gardener, ids } = await gardenerWith(["Tomato", "Big Red"], ["Tomato", "Little Red"], ["Basil", null]);
    const chunks = await ask(gardener, "I watered the tomatoes");
    const [proposed] = ofType(chunks, "tool-input-available") as unknown as { toolName: string; input: { userPlantIds: number[] } }[];
    expect(proposed!.toolName).toBe("recordWatering");
    expect(proposed!.input.userPlantIds.toSorted()).toEqual([ids[0], ids[1]]);
    expect(ofType(chunks, "data-change")).toMatchObject([{ data: { summary: expect.stringMatching(/^Record watering (Big Red and Little Red|Little Red and Big Red) today$/) } }]);
    expect(await waterings(gardener, ids[0]!)).toEqual([]);
    const applied = await chunksOf(await answerAll(gardener, true));
    expect(textOf(applied)).toMatch(/Watered (Big Red and Little Red|Little Red and Big Red) today\./);
    expect(await waterings(gardener, ids[0]!)).toHaveLength(1);
    expect(await waterings(gardener, ids[1]!)).toHaveLength(1);
    expect(await waterings(gardener, ids[2]!)).toEqual([]);
    expect((await history(gardener)).at(-1)).toMatchObject({ awaitingApproval: false });
  });

  it("Decline leaves the garden as it was; a question is still answered as before", async () => {
    const { gardener, ids } = await gardenerWith(["Tomato", null]);
    await ask(gardener, "I watered the tomatoes");
    const declined = await chunksOf(await answerAll(gardener, false));
    expect(ofType(declined, "tool-output-denied")).toHaveLength(1);
    expect(await waterings(gardener, ids[0]!)).toEqual([]);
    const answer = await ask(gardener, "what needs water?");
    expect(ofType(answer, "tool-approval-request")).toEqual([]);
    expect(textOf(answer)).toContain("water");
  });
});

describe("the AI gardener's tool lines and cards speak the gardener's language", () => {
  const inGerman = async (user: TestUser) =>
    expect((await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { locale: "de" }, token: user.token }))).status).toBe(200);

  it("a German gardener's lookup, card, links and result are German (model)", async () => {
    useModel();
    const { gardener, ids } = await gardenerWith(["Tomato", "Big Red"]);
    await inGerman(gardener);
    const looked = await ask(gardener, "[tool:listPlants {}]");
    expect(ofType(looked, "tool-output-available")).toMatchObject([{ output: { seen: "deine Pflanze" } }]);

    const chunks = await ask(gardener, `[tool:logHarvest {"userPlantId":${ids[0]},"quantity":1.5,"unit":"kg"}]`);
    const [card] = ofType(chunks, "data-change") as unknown as { data: { summary: string; links: { label: string; href: string }[] } }[];
    expect(card!.data.summary).toContain("1,5 kg");
    expect(card!.data.summary).toContain("Big Red");
    expect(card!.data.summary).not.toMatch(/Log a harvest|today/);
    expect(card!.data.links).toEqual([
      { label: "Big Red", href: `/plants#plant-${ids[0]}` },
      { label: "Ernte", href: "/harvests" },
    ]);
    const applied = await chunksOf(await answerAll(gardener, true));
    const [output] = ofType(applied, "tool-output-available") as unknown as { output: { done: string } }[];
    expect(output!.output.done).toContain("1,5 kg");
    expect(output!.output.done).not.toMatch(/Logged/);
  });

  it("the offline assistant reads a German request, and introduces, proposes and confirms in German", async () => {
    const { gardener, ids } = await gardenerWith(["Tomato", "Big Red"]);
    await inGerman(gardener);
    const chunks = await ask(gardener, "Ich habe Big Red gerade gegossen");
    expect(textOf(chunks)).toContain("sobald du zustimmst");
    const [card] = ofType(chunks, "data-change") as unknown as { data: { summary: string } }[];
    expect(card!.data.summary).toContain("Big Red");
    expect(card!.data.summary).not.toMatch(/Record watering/);
    const applied = await chunksOf(await answerAll(gardener, true));
    expect(textOf(applied)).toContain("Big Red");
    expect(textOf(applied)).not.toMatch(/Watered/);
    expect(await waterings(gardener, ids[0]!)).toHaveLength(1);

    await ask(gardener, "Gieß die Tomaten");
    const declined = await chunksOf(await answerAll(gardener, false));
    expect(textOf(declined)).toBe("Abgelehnt, also wurde nichts geändert.");
  });
});

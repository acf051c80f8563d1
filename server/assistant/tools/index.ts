import "server-only";
import { tool, type FlexibleSchema, type ToolSet } from "ai";
import { MAX_CHANGES_PER_ANSWER, MAX_LOOKUPS_PER_ANSWER, type ChangeOutput, type ChangeProposal } from "@/lib/assistant-tools";
import {
  getPlannerInput,
  getPlantCareInput,
  getWeatherInput,
  listDiagnosesInput,
  listHarvestsInput,
  listPlantsInput,
  listTasksInput,
  readJournalInput,
  writeToolInputs,
  type WriteToolName,
} from "@/lib/validations/assistant-tools";
import type { Gardener } from "@/server/account/gardener";
import { HttpError } from "@/server/http/errors";
import { CHANGES } from "./changes";
import {
  getPlannerLookup,
  getPlantCareLookup,
  getWeatherLookup,
  listDiagnosesLookup,
  listHarvestsLookup,
  listPlantsLookup,
  listTasksLookup,
  readJournalLookup,
} from "./lookups";

// The AI gardener's tools (docs/architecture.md#the-ai-gardener-acts). Lookups run at once with the
// caller's rights. A change never runs from the model's call: its `needsApproval` checks it
// against the open garden and writes the approval card; it runs only when the gardener's Approve
// reaches POST /api/chat, which `applyApprovedChange` handles for a model and the offline
// assistant alike. `execute` on a change only tells the model why it was refused.

/** What the tools of one answer share. */
export type ToolSession = {
  gardener: Gardener;
  /** Shows a proposed change's card in the chat. */
  showProposal: (toolCallId: string, proposal: ChangeProposal) => void;
  /** The tools this answer called before it waited for approvals (they count against its limits). */
  earlierCalls: readonly string[];
};

/** A tool call the app refused: its message is the app's own, for the model and the chat alike. */
export class ToolRefusal extends Error {
  override name = "ToolRefusal";
}

const WAITS_FOR_APPROVAL = "This change waits for the gardener's Approve in the chat; it has not been made.";

/** What a refused tool call tells the model: the app's own message, never an internal one. */
export function refusalText(error: unknown): string {
  if (error instanceof HttpError) return error.message;
  throw error;
}

const CHANGE_DESCRIPTIONS: Record<WriteToolName, string> = {
  recordWatering: "Record that the gardener watered some of their plants today (by the plants' ids from listPlants). The gardener approves it first.",
  completeTask: "Mark one of the garden's open tasks as done (its id from listTasks). The gardener approves it first.",
  snoozeTask: "Put off one of the garden's open tasks by 1 to 3 days. The gardener approves it first.",
  addTask: "Add a task of the gardener's own, optionally for one plant and repeating every N days after it is done (dueDate YYYY-MM-DD). The gardener approves it first.",
  addPlant: "Add a catalogue plant to the garden, planted today (its slug from getPlantCare). The gardener approves it first.",
  logHarvest: "Log what the gardener picked from one of their plants today. The gardener approves it first.",
};

/** How many changes and lookups this answer has made so far, across all the tools. */
type CallCount = { changes: number; lookups: number };

function changeTool(name: WriteToolName, session: ToolSession, count: CallCount) {
  const refusals = new Map<string, string>();
  return tool<unknown, ChangeOutput>({
    description: CHANGE_DESCRIPTIONS[name],
    // Each schema's own type; the tools' map keeps them apart by name.
    inputSchema: writeToolInputs[name] as FlexibleSchema<unknown>,
    needsApproval: async (input, { toolCallId }) => {
      if (++count.changes > MAX_CHANGES_PER_ANSWER) {
        refusals.set(toolCallId, `Too many changes in one answer: propose at most ${MAX_CHANGES_PER_ANSWER}.`);
        return false;
      }
      try {
        // The schema's type per name; TypeScript can't follow the name through the record.
        session.showProposal(toolCallId, await proposeChange(session.gardener, name, input));
        return true;
      } catch (error) {
        refusals.set(toolCallId, refusalText(error));
        return false;
      }
    },
    execute: async (_input: unknown, { toolCallId }: { toolCallId: string }) => {
      throw new ToolRefusal(refusals.get(toolCallId) ?? WAITS_FOR_APPROVAL);
    },
  });
}

/** The tools one answer may use, bound to the gardener who asked. */
export function gardenerTools(session: ToolSession) {
  const { gardener } = session;
  const earlierChanges = session.earlierCalls.filter(isChangeTool).length;
  const count: CallCount = { changes: earlierChanges, lookups: session.earlierCalls.length - earlierChanges };
  /** A lookup, refused once the answer has made enough of them. */
  const lookup = <Output>(run: () => Promise<Output>) => {
    if (++count.lookups > MAX_LOOKUPS_PER_ANSWER) throw new ToolRefusal(`Too many lookups in one answer: at most ${MAX_LOOKUPS_PER_ANSWER}.`);
    return run();
  };
  return {
    listPlants: tool({
      description: "The garden's plants: id, name, kind, status, where they grow, next watering and why.",
      inputSchema: listPlantsInput,
      execute: () => lookup(() => listPlantsLookup(gardener)),
    }),
    listTasks: tool({
      description: "The garden's open tasks: overdue, due today and upcoming, with their ids.",
      inputSchema: listTasksInput,
      execute: () => lookup(() => listTasksLookup(gardener)),
    }),
    getWeather: tool({
      description: "The garden's weather now, the 7-day forecast and the gardening tips it calls for.",
      inputSchema: getWeatherInput,
      execute: () => lookup(() => getWeatherLookup(gardener)),
    }),
    getPlantCare: tool({
      description: "Catalogue facts for any plant by name (owned or not): watering, light, frost, harvest, care, its slug, and the gardener's plants of that kind.",
      inputSchema: getPlantCareInput,
      execute: ({ plant }) => lookup(() => getPlantCareLookup(gardener, plant)),
    }),
    listHarvests: tool({
      description: "This year's harvests (or another year's): totals per plant and the latest pickings.",
      inputSchema: listHarvestsInput,
      execute: ({ year }) => lookup(() => listHarvestsLookup(gardener, year)),
    }),
    getPlanner: tool({
      description: "The garden's frost dates and what can be sown or planted now and soon.",
      inputSchema: getPlannerInput,
      execute: () => lookup(() => getPlannerLookup(gardener)),
    }),
    listDiagnoses: tool({
      description: "The garden's latest photo diagnoses and what they found.",
      inputSchema: listDiagnosesInput,
      execute: () => lookup(() => listDiagnosesLookup(gardener)),
    }),
    readJournal: tool({
      description:
        "A plant's latest journal entries, newest first: the gardeners' own notes (date, text, tags, who wrote it, how many photos). The plant by its id from listPlants or its name.",
      inputSchema: readJournalInput,
      execute: ({ plant, limit }) => lookup(() => readJournalLookup(gardener, plant, limit)),
    }),
    recordWatering: changeTool("recordWatering", session, count),
    completeTask: changeTool("completeTask", session, count),
    snoozeTask: changeTool("snoozeTask", session, count),
    addTask: changeTool("addTask", session, count),
    addPlant: changeTool("addPlant", session, count),
    logHarvest: changeTool("logHarvest", session, count),
  } satisfies ToolSet;
}

export function isChangeTool(name: string): name is WriteToolName {
  return Object.hasOwn(writeToolInputs, name);
}

/** The card for a proposed change (a model's call or the offline assistant's): checked against the open garden, which it names. */
export async function proposeChange(gardener: Gardener, name: WriteToolName, input: unknown): Promise<ChangeProposal> {
  const card = await CHANGES[name].propose(gardener, writeToolInputs[name].parse(input) as never);
  return { ...card, gardenId: gardener.gardenId };
}

/**
 * Makes a change the gardener approved. The input is the one stored with the proposal, checked
 * again; a refusal (the plant was deleted since, the task is already done) is the answer's error,
 * and nothing is written.
 */
export async function applyApprovedChange(gardener: Gardener, name: string, input: unknown): Promise<ChangeOutput> {
  if (!isChangeTool(name)) throw new HttpError(400, `"${name}" is not a change the assistant can make.`);
  const parsed = writeToolInputs[name].safeParse(input);
  if (!parsed.success) throw new HttpError(400, "The proposed change is not valid any more.");
  return CHANGES[name].apply(gardener, parsed.data as never);
}

import "server-only";
import { tool, type FlexibleSchema, type ToolSet } from "ai";
import { MAX_CHANGES_PER_ANSWER, type ChangeOutput, type ChangeProposal } from "@/lib/assistant-tools";
import {
  getPlannerInput,
  getPlantCareInput,
  getWeatherInput,
  listDiagnosesInput,
  listHarvestsInput,
  listPlantsInput,
  listTasksInput,
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

/** How many changes this answer has proposed so far, across all the change tools. */
type ProposalCount = { proposed: number };

function changeTool(name: WriteToolName, session: ToolSession, count: ProposalCount) {
  const change = CHANGES[name];
  const refusals = new Map<string, string>();
  return tool<unknown, ChangeOutput>({
    description: CHANGE_DESCRIPTIONS[name],
    // Each schema's own type; the tools' map keeps them apart by name.
    inputSchema: writeToolInputs[name] as FlexibleSchema<unknown>,
    needsApproval: async (input, { toolCallId }) => {
      if (++count.proposed > MAX_CHANGES_PER_ANSWER) {
        refusals.set(toolCallId, `Too many changes in one answer: propose at most ${MAX_CHANGES_PER_ANSWER}.`);
        return false;
      }
      try {
        // The schema's type per name; TypeScript can't follow the name through the record.
        session.showProposal(toolCallId, await change.propose(session.gardener, input as never));
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
  const count: ProposalCount = { proposed: 0 };
  return {
    listPlants: tool({
      description: "The garden's plants: id, name, kind, status, where they grow, next watering and why.",
      inputSchema: listPlantsInput,
      execute: () => listPlantsLookup(gardener),
    }),
    listTasks: tool({
      description: "The garden's open tasks: overdue, due today and upcoming, with their ids.",
      inputSchema: listTasksInput,
      execute: () => listTasksLookup(gardener),
    }),
    getWeather: tool({
      description: "The garden's weather now, the 7-day forecast and the gardening tips it calls for.",
      inputSchema: getWeatherInput,
      execute: () => getWeatherLookup(gardener),
    }),
    getPlantCare: tool({
      description: "Catalogue facts for any plant by name (owned or not): watering, light, frost, harvest, care, its slug, and the gardener's plants of that kind.",
      inputSchema: getPlantCareInput,
      execute: ({ plant }) => getPlantCareLookup(gardener, plant),
    }),
    listHarvests: tool({
      description: "This year's harvests (or another year's): totals per plant and the latest pickings.",
      inputSchema: listHarvestsInput,
      execute: ({ year }) => listHarvestsLookup(gardener, year),
    }),
    getPlanner: tool({
      description: "The garden's frost dates and what can be sown or planted now and soon.",
      inputSchema: getPlannerInput,
      execute: () => getPlannerLookup(gardener),
    }),
    listDiagnoses: tool({
      description: "The garden's latest photo diagnoses and what they found.",
      inputSchema: listDiagnosesInput,
      execute: () => listDiagnosesLookup(gardener),
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

/** The card for a change the offline assistant proposes: the same check a model's call gets. */
export function proposeChange(gardener: Gardener, name: WriteToolName, input: unknown): Promise<ChangeProposal> {
  return CHANGES[name].propose(gardener, writeToolInputs[name].parse(input) as never);
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

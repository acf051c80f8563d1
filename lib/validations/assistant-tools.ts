import { z } from "@/lib/zod";
import { MAX_CHANGES_PER_ANSWER, type CHANGE_TOOLS } from "@/lib/assistant-tools";
import { HARVEST_UNITS } from "@/lib/harvest-log";
import { createHarvestSchema } from "./harvests";
import { snoozeSchema } from "./watering";
import { createTaskSchema } from "./tasks";
import { MAX_ID } from "./common";

// What the AI gardener's tools take (docs/architecture.md#the-ai-gardener-acts). The model sees
// these as JSON Schema, so ids are plain numbers (not the routes' string-or-number preprocessing)
// and every object refuses keys it does not know. Parsing twice gives the same value (an approved
// call is checked again before it runs). The limits and messages are the REST routes' own.

/** The most plants one `recordWatering` may water: more is a runaway model, not a gardener. */
export const MAX_WATERINGS_PER_CALL = 50;

const id = (message: string) => z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
const userPlantId = id("Choose one of the garden's plants by its id (listPlants).");
const taskId = id("Choose one of the garden's tasks by its id (listTasks).");
const noInput = z.object({}).strict();

// Looking things up: no confirmation.

export const listPlantsInput = noInput;
export const listTasksInput = noInput;
export const getWeatherInput = noInput;
export const getPlannerInput = noInput;
export const listDiagnosesInput = noInput;
export const getPlantCareInput = z
  .object({
    plant: z
      .string({ error: "Name a plant, like tomato or basil." })
      .trim()
      .min(1, "Name a plant, like tomato or basil.")
      .max(100, "A plant's name is at most 100 characters."),
  })
  .strict();
export const listHarvestsInput = z
  .object({ year: z.number({ error: "year must be a year, like 2026." }).int("year must be a year, like 2026.").min(1900).max(2999).optional() })
  .strict();

/** The most journal entries one `readJournal` reads, and how many when it does not say. */
export const MAX_JOURNAL_ENTRIES_READ = 20;
export const DEFAULT_JOURNAL_ENTRIES_READ = 10;
const JOURNAL_PLANT_MESSAGE = "Choose one of the garden's plants by its name or its id (listPlants).";
const JOURNAL_LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_JOURNAL_ENTRIES_READ}.`;
export const readJournalInput = z
  .object({
    // The plant's id as listPlants gives it, or its name ("Big Red", "tomato").
    plant: z.union([id(JOURNAL_PLANT_MESSAGE), z.string().trim().min(1, JOURNAL_PLANT_MESSAGE).max(100, "A plant's name is at most 100 characters.")], {
      error: JOURNAL_PLANT_MESSAGE,
    }),
    limit: z.number({ error: JOURNAL_LIMIT_MESSAGE }).int(JOURNAL_LIMIT_MESSAGE).min(1, JOURNAL_LIMIT_MESSAGE).max(MAX_JOURNAL_ENTRIES_READ, JOURNAL_LIMIT_MESSAGE).optional(),
  })
  .strict();

// Doing things: each waits for the gardener's Approve.

export const recordWateringInput = z
  .object({
    userPlantIds: z
      .array(userPlantId, { error: "List the plants to water by their ids." })
      .min(1, "List at least one plant to water.")
      .max(MAX_WATERINGS_PER_CALL, `At most ${MAX_WATERINGS_PER_CALL} plants can be watered at once.`)
      .refine((ids) => new Set(ids).size === ids.length, "List each plant once."),
  })
  .strict();
export const completeTaskInput = z.object({ taskId }).strict();
export const snoozeTaskInput = z.object({ taskId, days: snoozeSchema.shape.days }).strict();
export const addTaskInput = z
  .object({
    userPlantId: userPlantId.optional(),
    type: createTaskSchema.shape.taskType,
    title: createTaskSchema.shape.title,
    dueDate: createTaskSchema.shape.dueDate,
    // The route's own (a number, or null for once); left out, the task happens once.
    repeatEveryDays: createTaskSchema.shape.repeatEveryDays,
  })
  .strict();
export const addPlantInput = z
  .object({
    slug: z
      .string({ error: "Choose a catalogue plant by its slug (getPlantCare)." })
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Choose a catalogue plant by its slug (getPlantCare).")
      .max(64, "Choose a catalogue plant by its slug (getPlantCare)."),
    nickname: z.string({ error: "The nickname must be text." }).trim().min(1).max(100, "The nickname must be at most 100 characters.").optional(),
    location: z.string({ error: "The location must be text." }).trim().min(1).max(200, "The location must be at most 200 characters.").optional(),
  })
  .strict();
export const logHarvestInput = z
  .object({
    userPlantId,
    quantity: createHarvestSchema.shape.quantity,
    unit: z.enum(HARVEST_UNITS, { error: "Unit must be g, kg, oz, lb or count." }),
  })
  .strict();


/** Each change the assistant can propose, by tool name, with its input's schema. */
export const writeToolInputs = {
  recordWatering: recordWateringInput,
  completeTask: completeTaskInput,
  snoozeTask: snoozeTaskInput,
  addTask: addTaskInput,
  addPlant: addPlantInput,
  logHarvest: logHarvestInput,
} as const;
export type WriteToolName = keyof typeof writeToolInputs;
// The chat's list of change tools (lib/assistant-tools.ts) is exactly these: a tool missing there
// would show no Approve button, one too many would never run.
const sameChangeTools: [WriteToolName, (typeof CHANGE_TOOLS)[number]] extends [(typeof CHANGE_TOOLS)[number], WriteToolName] ? true : never = true;
void sameChangeTools;
export type WriteToolInput<Name extends WriteToolName> = z.infer<(typeof writeToolInputs)[Name]>;
/** A change as the offline assistant proposes it: the same name and input a model would send. */
export type ProposedChange = { [Name in WriteToolName]: { toolName: Name; input: WriteToolInput<Name> } }[WriteToolName];

/** The approvals the chat sends back (POST /api/chat): each waiting change, approved or declined. */
export const chatApprovalsSchema = z
  .object({
    approvals: z
      .array(
        z
          .object({
            id: z.string({ error: "Each approval names its change." }).min(1).max(100, "Each approval names its change."),
            approved: z.boolean({ error: "Approve or decline each change." }),
          })
          .strict(),
        { error: "Approve or decline each change." },
      )
      .min(1, "Approve or decline each change.")
      .max(MAX_CHANGES_PER_ANSWER, "Approve or decline each change."),
  })
  .strict();
export type ChatApprovals = z.infer<typeof chatApprovalsSchema>["approvals"];

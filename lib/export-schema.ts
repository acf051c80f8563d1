// The gardener's data as `GET /api/export` writes it and `POST /api/import` reads it (issue 16):
// `garden.json`, version 2 (version 1 with each plant's journal and status history). README
// § "Your data" documents every field. A change that an older reader could not read is a new
// version; readers refuse a version they do not know, and this one still reads version 1.
import { LOCALES } from "@/lib/i18n/locales";
import { z } from "@/lib/zod";
import { AI_MODES } from "@/lib/chat-types";
import { identificationCandidateSchema, plantHealthSchema } from "@/lib/diagnosis";
import { MONTH_DAY_PATTERN, isMonthDay } from "@/lib/frost-dates";
import { EXPERIENCE_LEVELS, GARDEN_TYPES } from "@/lib/garden-profile";
import { HARVEST_UNITS } from "@/lib/harvest-log";
import { JOURNAL_PHOTOS_MAX, JOURNAL_TAGS, JOURNAL_TAGS_MAX, JOURNAL_TEXT_MAX } from "@/lib/journal";
import { UNITS } from "@/lib/format";
import { PLAN_IDS } from "@/lib/plans";
import { PLANT_STATUSES } from "@/lib/plant-status";
import { REPEAT_EVERY_DAYS_MAX, REPEAT_EVERY_DAYS_MIN, TASK_ORIGINS, TASK_PRIORITIES, TASK_TYPES } from "@/lib/tasks";
import { calendarDate } from "@/lib/validations/common";
import { CATALOGUE_IMAGE_DIR } from "@/lib/plant-display";
import { MAX_HARVEST_QUANTITY } from "@/lib/validations/harvests";
import { EXPOSURES, WATER_FACTOR_MAX, WATER_FACTOR_MIN } from "./water-balance";
import { WATERING_FREQUENCIES } from "@/lib/watering";

/** The version this app writes. */
export const EXPORT_VERSION = 2;
/** The versions this app reads: a version 1 file reads as version 2 with no journals or status changes. */
export const EXPORT_READABLE_VERSIONS = [1, EXPORT_VERSION] as const;
/** The document's name inside the zip. */
export const EXPORT_DOCUMENT_NAME = "garden.json";
/** Photos sit under this folder of the zip, e.g. `photos/plants/<name>.jpg`. */
export const EXPORT_PHOTOS_FOLDER = "photos/";

// Bounds on what one file may hold: far beyond any real garden, and they keep one import's
// transaction to a size the database answers in seconds.
export const EXPORT_LIMITS = {
  gardens: 100,
  plantsPerGarden: 5_000,
  wateringsPerPlant: 50_000,
  harvestsPerPlant: 10_000,
  journalEntriesPerPlant: 10_000,
  statusChangesPerPlant: 10_000,
  tasksPerGarden: 200_000,
  diagnosesPerGarden: 5_000,
  chatMessages: 100_000,
} as const;

const EARLIEST_YEAR = 1900;
const LATEST_YEAR = 2100;

/** An instant (ISO 8601 with `Z` or an offset) between 1900 and 2100. */
const instant = z.iso
  .datetime({ offset: true, error: "Must be a date and time in ISO 8601 form, like 2026-04-01T09:30:00.000Z." })
  .refine((value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= EARLIEST_YEAR && year <= LATEST_YEAR;
  }, `Must be between ${EARLIEST_YEAR} and ${LATEST_YEAR}.`);

const day = calendarDate("Must be a real date (YYYY-MM-DD).");

function text(max: number) {
  return z.string({ error: "Must be text." }).max(max, `Must be at most ${max} characters.`);
}

const optionalText = (max: number) => text(max).nullable();

const monthDay = z
  .string()
  .regex(MONTH_DAY_PATTERN, "Must be a month and day as MM-DD.")
  .refine(isMonthDay, "Must be a day of every year (MM-DD).")
  .nullable();

/**
 * Someone who did something (watered, picked, completed, was given a task, asked for a
 * diagnosis), for the record: their name, and whether it was the gardener who exported.
 * Accounts are not carried between installs: on import, `self` becomes the importing
 * gardener and anyone else becomes "nobody" (null).
 */
const personSchema = z.object({ name: z.string({ error: "Must be text." }), self: z.boolean() }).nullable();
export type ExportedPerson = z.infer<typeof personSchema>;

/** A photo in the zip: `photos/`, then one or two safe path segments. */
export const PHOTO_PATH_PATTERN = /^photos\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}\/)?[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;
const storedPhotoPath = z
  .string()
  .regex(PHOTO_PATH_PATTERN, "Must be a file under photos/, like photos/plants/basil.jpg.")
  .refine((value) => !value.includes(".."), "Must be a file under photos/, like photos/plants/basil.jpg.");
const photoPath = storedPhotoPath.nullable();

/** One of the catalogue's illustrations shipped with the app (never a gardener's stored photo). */
export const CATALOGUE_IMAGE_PATTERN = new RegExp(`^${CATALOGUE_IMAGE_DIR}/[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$`);
const catalogueImage = z
  .string()
  .regex(CATALOGUE_IMAGE_PATTERN, "Must be one of the app's plant illustrations, like /uploads/plant-images/basil.jpg.")
  .refine((value) => !value.includes(".."), "Must be one of the app's plant illustrations.")
  .nullable();

const refSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Must be 1 to 64 letters, digits, - or _.");

const wateringSchema = z.object({
  wateredAt: instant,
  wateredBy: personSchema,
});

const harvestSchema = z.object({
  quantity: z.number().positive("Must be more than 0.").max(MAX_HARVEST_QUANTITY, `Must be at most ${MAX_HARVEST_QUANTITY}.`),
  unit: z.enum(HARVEST_UNITS),
  harvestedOn: day,
  notes: optionalText(500),
  harvestedBy: personSchema,
  createdAt: instant,
});

const TAGS_MESSAGE = `Must be one of: ${JOURNAL_TAGS.join(", ")}.`;
/** A photo's size in pixels, as stored (import re-encodes the photo and keeps its new size). */
const photoEdge = z.number().int("Must be a whole number of pixels.").min(1, "Must be at least 1.").max(65_535, "Must be at most 65535.");

/** A journal entry's photo: the file in the zip (`photos/journal/<name>.jpg`) and its size. */
const journalPhotoSchema = z.object({ path: storedPhotoPath, width: photoEdge, height: photoEdge });

/** A note (and photos) in a plant's journal (lib/journal.ts, docs/architecture.md "The plant journal and its timeline"). */
const journalEntrySchema = z.object({
  /** Its day, as its author chose it. */
  date: day,
  /** Empty when the entry is its photos. */
  text: text(JOURNAL_TEXT_MAX),
  tags: z
    .array(z.enum(JOURNAL_TAGS, { error: TAGS_MESSAGE }))
    .max(JOURNAL_TAGS_MAX, `Must be at most ${JOURNAL_TAGS_MAX} tags.`)
    .refine((tags) => new Set(tags).size === tags.length, "Must name each tag at most once."),
  author: personSchema,
  /** In the order they show; none when they were missing from storage at export time. */
  photos: z.array(journalPhotoSchema).max(JOURNAL_PHOTOS_MAX, `An entry holds at most ${JOURNAL_PHOTOS_MAX} photos.`),
  createdAt: instant,
  updatedAt: instant,
});
export type ExportedJournalEntry = z.infer<typeof journalEntrySchema>;

/** A change of the plant's status after it was added. */
const statusChangeSchema = z.object({
  status: z.enum(PLANT_STATUSES),
  previousStatus: z.enum(PLANT_STATUSES),
  date: day,
  changedAt: instant,
  by: personSchema,
});

/** A plant as version 1 wrote it. */
const plantV1Schema = z.object({
  /** Names the plant inside this file (tasks and diagnoses point at it); not an id of any install. */
  ref: refSchema,
  /** The catalogue entry by its slug (ids differ between installs), or null for a custom plant. */
  catalogue: z
    .object({
      slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, "Must be a catalogue slug, like basil or cherry-tomato."),
      commonName: text(200).min(1, "Must not be empty."),
      scientificName: text(200),
    })
    .nullable(),
  isCustomPlant: z.boolean(),
  customName: optionalText(100),
  customCommonName: optionalText(100),
  customWateringFrequency: z.enum(WATERING_FREQUENCIES).nullable(),
  /** Where it grows (docs/watering.md); left out by files from before it was kept: chosen from the plant and the garden. */
  exposure: z.enum(EXPOSURES).optional(),
  /** Its learned watering pace (docs/watering.md); left out: 1. */
  waterFactor: z.number().min(WATER_FACTOR_MIN).max(WATER_FACTOR_MAX).optional(),
  plantedDate: day,
  location: optionalText(200),
  notes: optionalText(2000),
  status: z.enum(PLANT_STATUSES),
  /** The plant's own photo in the zip. */
  photo: photoPath,
  /** Otherwise the catalogue illustration it shows; null: none. */
  image: catalogueImage,
  createdAt: instant,
  updatedAt: instant,
  waterings: z.array(wateringSchema).max(EXPORT_LIMITS.wateringsPerPlant),
  harvests: z.array(harvestSchema).max(EXPORT_LIMITS.harvestsPerPlant),
});
/** A plant as version 2 writes it: version 1's, with its journal and status history, oldest first. */
const plantSchema = plantV1Schema.extend({
  journal: z.array(journalEntrySchema).max(EXPORT_LIMITS.journalEntriesPerPlant),
  statusChanges: z.array(statusChangeSchema).max(EXPORT_LIMITS.statusChangesPerPlant),
});
export type ExportedPlant = z.infer<typeof plantSchema>;

const taskSchema = z.object({
  /** The plant it is for (a `ref` of this garden's plants), or null. */
  plantRef: refSchema.nullable(),
  title: text(200).min(1, "Must not be empty."),
  taskType: z.enum(TASK_TYPES),
  priority: z.enum(TASK_PRIORITIES),
  dueDate: day,
  estimatedMinutes: z.number().int("Must be a whole number.").min(1, "Must be at least 1.").max(24 * 60, "Must be at most 1440."),
  origin: z.enum(TASK_ORIGINS),
  completed: z.boolean(),
  completedAt: instant.nullable(),
  completedBy: personSchema,
  assignedTo: personSchema,
  skippedAt: instant.nullable(),
  /** A gardener's own task that comes round again this many days after it is done; null, or left out by files from before tasks could repeat: once. */
  repeatEveryDays: z
    .number()
    .int("Must be a whole number of days.")
    .min(REPEAT_EVERY_DAYS_MIN, `Must be at least ${REPEAT_EVERY_DAYS_MIN}.`)
    .max(REPEAT_EVERY_DAYS_MAX, `Must be at most ${REPEAT_EVERY_DAYS_MAX}.`)
    .nullable()
    .optional(),
  createdAt: instant,
  updatedAt: instant,
});
export type ExportedTask = z.infer<typeof taskSchema>;

const unitShare = z.number().min(0).max(1);

/** The stored result of a diagnosis (lib/diagnosis.ts `DiagnosisDetails`). */
const diagnosisDetailsSchema = z.object({
  plantIdentification: z.array(identificationCandidateSchema).max(10),
  plantAnalysis: z.object({
    plantIdentification: z.array(identificationCandidateSchema).max(10),
    health: plantHealthSchema,
    leafColours: z.object({ green: unitShare, yellowing: unitShare, browning: unitShare, leafCoverage: unitShare }).optional(),
  }),
});

const diagnosisSchema = z.object({
  plantRef: refSchema.nullable(),
  /** The diagnosed photo in the zip; null when it was missing at export time. */
  photo: photoPath,
  question: optionalText(1000),
  aiAdvice: text(100_000),
  /** 0..1 with up to 3 decimals, as text; null: unknown. */
  confidence: z
    .string()
    .regex(/^(?:0(?:\.\d{1,3})?|1(?:\.0{1,3})?)$/, "Must be a number from 0 to 1 as text, like \"0.850\".")
    .nullable(),
  source: z.enum(AI_MODES),
  diagnosis: diagnosisDetailsSchema,
  askedBy: personSchema,
  createdAt: instant,
});
export type ExportedDiagnosis = z.infer<typeof diagnosisSchema>;

const gardenFields = {
  name: text(60).min(1, "Must not be empty."),
  createdAt: instant,
  location: optionalText(200),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  climateZone: optionalText(10),
  gardenType: z.enum(GARDEN_TYPES).nullable(),
  /** Frost dates the gardener typed, "MM-DD"; null: the place's history decides. */
  lastSpringFrost: monthDay,
  firstAutumnFrost: monthDay,
  tasks: z.array(taskSchema).max(EXPORT_LIMITS.tasksPerGarden),
  diagnoses: z.array(diagnosisSchema).max(EXPORT_LIMITS.diagnosesPerGarden),
};

const gardenV1Schema = z.object({ ...gardenFields, plants: z.array(plantV1Schema).max(EXPORT_LIMITS.plantsPerGarden) }).superRefine((garden, context) => {
  for (const problem of gardenReferenceProblems(garden)) context.addIssue({ code: "custom", ...problem });
});

const gardenSchema = z.object({ ...gardenFields, plants: z.array(plantSchema).max(EXPORT_LIMITS.plantsPerGarden) }).superRefine((garden, context) => {
  for (const problem of gardenReferenceProblems(garden)) context.addIssue({ code: "custom", ...problem });
});
export type ExportedGarden = z.infer<typeof gardenSchema>;

// Not imported, so only its shape is checked: nothing the app ever kept may make a file unreadable.
/** What the AI gardener looked up and changed while answering (lib/assistant-tools.ts `toolSteps`); older files have none. */
const toolStepSchema = z.object({ name: z.string(), input: z.unknown(), state: z.string(), output: z.unknown().optional(), error: z.string().optional() });
const chatMessageSchema = z.object({ message: z.string(), response: z.string(), tools: z.array(toolStepSchema).max(100).optional(), createdAt: instant });

const documentFields = {
  exportedAt: instant,
  /** For the record: import does not change the importing gardener's profile. */
  profile: z.object({
    name: z.string(),
    email: z.string(),
    timezone: z.string(),
    experienceLevel: z.enum(EXPERIENCE_LEVELS).nullable(),
    /** The units the gardener read; files from before units were a setting have none. */
    units: z.enum(UNITS).optional(),
    /** The language the app spoke to the gardener; files from before languages have none. */
    locale: z.enum(LOCALES).optional(),
    plan: z.enum(PLAN_IDS),
  }),
  /** The gardener's chat with the AI gardener, oldest first; for the record (import leaves chat alone). */
  chat: z.array(chatMessageSchema).max(EXPORT_LIMITS.chatMessages),
};

/** `garden.json`, version 1: plants without journals. */
const exportDocumentV1Schema = z.object({
  version: z.literal(1),
  ...documentFields,
  gardens: z.array(gardenV1Schema).max(EXPORT_LIMITS.gardens),
});

/** `garden.json`, version 2 (what this app writes). Unknown fields are ignored. */
const exportDocumentV2Schema = z.object({
  version: z.literal(EXPORT_VERSION),
  ...documentFields,
  /** Every garden the gardener owns (not the ones they are a member of). */
  gardens: z.array(gardenSchema).max(EXPORT_LIMITS.gardens),
});
export type ExportDocument = z.infer<typeof exportDocumentV2Schema>;

const VERSION_MESSAGE = `Must be ${EXPORT_READABLE_VERSIONS.join(" or ")}.`;

/** A version 1 document as version 2: every plant with an empty journal and no status changes. */
function fromVersion1(document: z.infer<typeof exportDocumentV1Schema>): ExportDocument {
  return {
    ...document,
    version: EXPORT_VERSION,
    gardens: document.gardens.map((garden) => ({ ...garden, plants: garden.plants.map((plant) => ({ ...plant, journal: [], statusChanges: [] })) })),
  };
}

/**
 * Reads `garden.json` of any version this app knows (chosen by `version`; another is refused at
 * `version`) and answers it as the current version. Unknown fields are ignored.
 */
export const exportDocumentSchema = z
  .discriminatedUnion("version", [exportDocumentV1Schema, exportDocumentV2Schema], {
    error: (issue) => (issue.code === "invalid_union" ? VERSION_MESSAGE : undefined),
  })
  .transform((document): ExportDocument => (document.version === 1 ? fromVersion1(document) : document));

type ReferenceProblem = { path: (string | number)[]; message: string };

/**
 * What a garden's cross-references get wrong: a plant `ref` used twice, a task or diagnosis
 * pointing at a plant the garden does not have, two scheduled tasks of one kind for one plant
 * on one day (the planner keeps one), or a scheduled task that repeats (only a gardener's own
 * tasks do). Checked before anything is written.
 */
export function gardenReferenceProblems(garden: {
  plants: Pick<ExportedPlant, "ref">[];
  tasks: Pick<ExportedTask, "plantRef" | "origin" | "taskType" | "dueDate" | "repeatEveryDays">[];
  diagnoses: Pick<ExportedDiagnosis, "plantRef">[];
}): ReferenceProblem[] {
  const problems: ReferenceProblem[] = [];
  const refs = new Set<string>();
  garden.plants.forEach((plant, index) => {
    if (refs.has(plant.ref)) problems.push({ path: ["plants", index, "ref"], message: `Another plant of this garden has the ref "${plant.ref}".` });
    refs.add(plant.ref);
  });
  const scheduled = new Set<string>();
  garden.tasks.forEach((task, index) => {
    if (task.plantRef !== null && !refs.has(task.plantRef)) {
      problems.push({ path: ["tasks", index, "plantRef"], message: `No plant of this garden has the ref "${task.plantRef}".` });
    }
    if (task.origin === "schedule" && task.plantRef !== null) {
      const key = `${task.plantRef}\u0000${task.taskType}\u0000${task.dueDate}`;
      if (scheduled.has(key)) {
        problems.push({ path: ["tasks", index], message: `Another scheduled ${task.taskType} task for the same plant is due on ${task.dueDate}.` });
      }
      scheduled.add(key);
    }
    if (task.origin === "schedule" && task.repeatEveryDays != null) {
      problems.push({ path: ["tasks", index, "repeatEveryDays"], message: 'Only a gardener\'s own task (origin "user") can repeat.' });
    }
  });
  garden.diagnoses.forEach((diagnosis, index) => {
    if (diagnosis.plantRef !== null && !refs.has(diagnosis.plantRef)) {
      problems.push({ path: ["diagnoses", index, "plantRef"], message: `No plant of this garden has the ref "${diagnosis.plantRef}".` });
    }
  });
  return problems;
}

/** What `POST /api/import` imported, per kind (`photos`: plants', diagnoses' and journal entries'). */
export type ImportCounts = {
  plants: number;
  waterings: number;
  tasks: number;
  harvests: number;
  diagnoses: number;
  journalEntries: number;
  statusChanges: number;
  photos: number;
};
export type ImportedGarden = { gardenId: number; name: string; imported: ImportCounts };
/** `POST /api/import`'s answer: the (first) new garden and what was imported in all, and each new garden. */
export type ImportResult = { gardenId: number; gardenName: string; imported: ImportCounts; gardens: ImportedGarden[] };

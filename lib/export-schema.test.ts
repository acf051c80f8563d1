import { describe, expect, it } from "vitest";
import { EXPORT_VERSION, exportDocumentSchema, gardenReferenceProblems, type ExportedJournalEntry, type ExportedPlant, type ExportedTask } from "./export-schema";

const at = "2026-04-01T09:00:00.000Z";

function plant(ref: string): ExportedPlant {
  return {
    ref,
    catalogue: { slug: "basil", commonName: "Basil", scientificName: "Ocimum basilicum" },
    isCustomPlant: false,
    customName: null,
    customCommonName: null,
    customWateringFrequency: null,
    plantedDate: "2026-03-01",
    location: null,
    notes: null,
    status: "healthy",
    photo: null,
    image: "/uploads/plant-images/basil.jpg",
    createdAt: at,
    updatedAt: at,
    waterings: [{ wateredAt: at, wateredBy: { name: "Alma", self: true } }],
    harvests: [],
    journal: [],
    statusChanges: [],
  };
}

/** A plant as version 1 wrote it: no journal, no status changes. */
function plantV1(ref: string): Omit<ExportedPlant, "journal" | "statusChanges"> {
  const older: Partial<ExportedPlant> = plant(ref);
  delete older.journal;
  delete older.statusChanges;
  return older as Omit<ExportedPlant, "journal" | "statusChanges">;
}

function entry(fields: Partial<ExportedJournalEntry> = {}): ExportedJournalEntry {
  return {
    date: "2026-03-20",
    text: "First flower buds",
    tags: ["flowering", "pests"],
    author: { name: "Alma", self: true },
    photos: [{ path: "photos/journal/bud.jpg", width: 2048, height: 1536 }],
    createdAt: at,
    updatedAt: at,
    ...fields,
  };
}

function task(plantRef: string | null, origin: ExportedTask["origin"] = "user"): ExportedTask {
  return {
    plantRef,
    title: "Water Basil",
    taskType: "water",
    priority: "medium",
    dueDate: "2026-04-02",
    estimatedMinutes: 10,
    origin,
    completed: false,
    completedAt: null,
    completedBy: null,
    assignedTo: null,
    skippedAt: null,
    repeatEveryDays: null,
    createdAt: at,
    updatedAt: at,
  };
}

const garden = (fields: Partial<{ plants: unknown[]; tasks: ExportedTask[] }>) => ({
  name: "Allotment",
  createdAt: at,
  location: null,
  latitude: null,
  longitude: null,
  climateZone: null,
  gardenType: null,
  lastSpringFrost: "03-24",
  firstAutumnFrost: null,
  plants: [],
  tasks: [],
  diagnoses: [],
  ...fields,
});

const document = (gardens: unknown[], version: number = EXPORT_VERSION) => ({
  version,
  exportedAt: at,
  profile: { name: "Alma", email: "alma@example.com", timezone: "UTC", experienceLevel: null, plan: "free" },
  gardens,
  chat: [],
});

describe("garden.json", () => {
  it("accepts a garden and ignores fields it does not know", () => {
    const parsed = exportDocumentSchema.parse({ ...document([garden({ plants: [plant("p1")], tasks: [task("p1")] })]), generator: "something newer" });
    expect(parsed.gardens[0]!.plants[0]!.ref).toBe("p1");
    expect("generator" in parsed).toBe(false);
  });

  it("finds references to plants the garden lacks, refs used twice, and doubled scheduled tasks", () => {
    expect(gardenReferenceProblems({ plants: [plant("p1"), plant("p1")], tasks: [task("p2"), task("p1", "schedule"), task("p1", "schedule"), task("p1"), task("p1")], diagnoses: [] })).toEqual([
      { path: ["plants", 1, "ref"], message: 'Another plant of this garden has the ref "p1".' },
      { path: ["tasks", 0, "plantRef"], message: 'No plant of this garden has the ref "p2".' },
      { path: ["tasks", 2], message: "Another scheduled water task for the same plant is due on 2026-04-02." },
    ]);
  });

  it("carries a task's repeat, and reads a file from before tasks could repeat", () => {
    const repeating = exportDocumentSchema.parse(document([garden({ tasks: [{ ...task(null), repeatEveryDays: 7 }] })]));
    expect(repeating.gardens[0]!.tasks[0]!.repeatEveryDays).toBe(7);
    const older: ExportedTask = task(null);
    delete older.repeatEveryDays;
    const parsed = exportDocumentSchema.parse(document([garden({ tasks: [older] })]));
    expect(parsed.gardens[0]!.tasks[0]!.repeatEveryDays).toBeUndefined();
    for (const days of [0, 366, 1.5, "7"]) {
      expect(exportDocumentSchema.safeParse(document([garden({ tasks: [{ ...task(null), repeatEveryDays: days } as ExportedTask] })])).success, String(days)).toBe(false);
    }
    expect(gardenReferenceProblems({ plants: [plant("p1")], tasks: [{ ...task("p1", "schedule"), repeatEveryDays: 3 }, { ...task("p1"), repeatEveryDays: 3 }], diagnoses: [] })).toEqual([
      { path: ["tasks", 0, "repeatEveryDays"], message: 'Only a gardener\'s own task (origin "user") can repeat.' },
    ]);
  });

  it("names the path of what is wrong", () => {
    const result = exportDocumentSchema.safeParse(document([garden({ plants: [plant("p1")], tasks: [task("nope")] })]));
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path)).toEqual([["gardens", 0, "tasks", 0, "plantRef"]]);
    const frost = exportDocumentSchema.safeParse(document([{ ...garden({}), lastSpringFrost: "02-29" }]));
    expect(frost.error!.issues.map((issue) => [issue.path, issue.message])).toEqual([[["gardens", 0, "lastSpringFrost"], "Must be a day of every year (MM-DD)."]]);
    const year = exportDocumentSchema.safeParse({ ...document([]), exportedAt: "0000-01-01T00:00:00.000Z" });
    expect(year.error!.issues[0]!.message).toBe("Must be between 1900 and 2100.");
  });

  it("refuses a version it does not know, at version", () => {
    for (const version of [0, 3, "2", null]) {
      const result = exportDocumentSchema.safeParse(document([], version as number));
      expect(result.error!.issues.map((issue) => [issue.path, issue.message]), String(version)).toEqual([[["version"], "Must be 1 or 2."]]);
    }
  });
});

describe("garden.json, version 1 (before the journal)", () => {
  it("still reads, as version 2 with an empty journal and no status changes on every plant", () => {
    expect(EXPORT_VERSION).toBe(2);
    const parsed = exportDocumentSchema.parse(document([garden({ plants: [plantV1("p1"), plantV1("p2")], tasks: [task("p1")] })], 1));
    expect(parsed.version).toBe(2);
    expect(parsed.gardens[0]!.plants.map((each) => [each.ref, each.journal, each.statusChanges])).toEqual([
      ["p1", [], []],
      ["p2", [], []],
    ]);
    expect(parsed.gardens[0]!.plants[0]!.waterings).toEqual(plant("p1").waterings);
  });

  it("ignores a journal in a version 1 file, as any field version 1 did not have", () => {
    const parsed = exportDocumentSchema.parse(document([garden({ plants: [{ ...plantV1("p1"), journal: "not even an array" }] })], 1));
    expect(parsed.gardens[0]!.plants[0]!.journal).toEqual([]);
  });

  it("checks its references as version 2 does", () => {
    const result = exportDocumentSchema.safeParse(document([garden({ plants: [plantV1("p1")], tasks: [task("nope")] })], 1));
    expect(result.error!.issues.map((issue) => issue.path)).toEqual([["gardens", 0, "tasks", 0, "plantRef"]]);
  });
});

describe("garden.json, version 2: each plant's journal and status changes", () => {
  const withJournal = (journal: unknown[], statusChanges: unknown[] = []) => document([garden({ plants: [{ ...plant("p1"), journal, statusChanges }] })]);
  const problems = (value: unknown) => exportDocumentSchema.safeParse(value).error?.issues.map((issue) => [issue.path, issue.message]);

  it("reads entries with their photos, tags and author, and status changes", () => {
    const change = { status: "sick", previousStatus: "healthy", date: "2026-03-21", changedAt: at, by: { name: "Sam", self: false } };
    const parsed = exportDocumentSchema.parse(withJournal([entry(), entry({ text: "", tags: [], author: null, photos: [] })], [change]));
    const [basil] = parsed.gardens[0]!.plants;
    expect(basil!.journal).toEqual([entry(), entry({ text: "", tags: [], author: null, photos: [] })]);
    expect(basil!.statusChanges).toEqual([change]);
  });

  it("requires the journal and status changes of every plant", () => {
    const withoutJournal: Partial<ExportedPlant> = plant("p1");
    delete withoutJournal.journal;
    expect(problems(document([garden({ plants: [withoutJournal] })]))).toEqual([[["gardens", 0, "plants", 0, "journal"], "Invalid input: expected array, received undefined"]]);
  });

  it("refuses a tag not on the list, a tag twice, and too many photos, naming where", () => {
    const path = ["gardens", 0, "plants", 0, "journal", 1];
    expect(problems(withJournal([entry(), entry({ tags: ["pests", "aphids" as never] })]))).toEqual([
      [[...path, "tags", 1], "Must be one of: pests, disease, flowering, fruiting, pruning, feeding, planting, weather, harvest, other."],
    ]);
    expect(problems(withJournal([entry(), entry({ tags: ["pests", "pests"] })]))).toEqual([[[...path, "tags"], "Must name each tag at most once."]]);
    const photo = { path: "photos/journal/a.jpg", width: 10, height: 10 };
    expect(problems(withJournal([entry(), entry({ photos: Array.from({ length: 6 }, () => photo) })]))).toEqual([[[...path, "photos"], "An entry holds at most 5 photos."]]);
    expect(exportDocumentSchema.safeParse(withJournal([entry({ photos: Array.from({ length: 5 }, () => photo) })])).success).toBe(true);
  });

  it("refuses a photo outside photos/, a photo with no size, text too long, a date that is no date and a status it does not know", () => {
    const path = ["gardens", 0, "plants", 0, "journal", 0];
    expect(problems(withJournal([entry({ photos: [{ path: "../../etc/passwd", width: 1, height: 1 }] })]))?.[0]).toEqual([
      [...path, "photos", 0, "path"],
      "Must be a file under photos/, like photos/plants/basil.jpg.",
    ]);
    expect(problems(withJournal([entry({ photos: [{ path: "photos/journal/a.jpg", width: 0, height: 1.5 }] })]))?.map(([where]) => where)).toEqual([
      [...path, "photos", 0, "width"],
      [...path, "photos", 0, "height"],
    ]);
    expect(problems(withJournal([entry({ text: "x".repeat(5001) })]))).toEqual([[[...path, "text"], "Must be at most 5000 characters."]]);
    expect(exportDocumentSchema.safeParse(withJournal([entry({ text: "x".repeat(5000) })])).success).toBe(true);
    expect(problems(withJournal([entry({ date: "2026-02-30" })]))).toEqual([[[...path, "date"], "Must be a real date (YYYY-MM-DD)."]]);
    const change = { status: "wilted", previousStatus: "healthy", date: "2026-03-21", changedAt: at, by: null };
    expect(problems(withJournal([], [change]))?.map(([where]) => where)).toEqual([["gardens", 0, "plants", 0, "statusChanges", 0, "status"]]);
  });
});

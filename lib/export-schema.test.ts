import { describe, expect, it } from "vitest";
import { exportDocumentSchema, gardenReferenceProblems, type ExportedPlant, type ExportedTask } from "./export-schema";

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

const garden = (fields: Partial<{ plants: ExportedPlant[]; tasks: ExportedTask[] }>) => ({
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

const document = (gardens: unknown[]) => ({
  version: 1,
  exportedAt: at,
  profile: { name: "Alma", email: "alma@example.com", timezone: "UTC", experienceLevel: null, plan: "free" },
  gardens,
  chat: [],
});

describe("garden.json, version 1", () => {
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
});

// The Garden Planner's rules: sowing and planting windows for the next 12 months from the
// garden's frost dates, and the care tasks that "Plan it" schedules for one plant.
import { addDays } from "./dates";
import type { FrostDates } from "./frost-dates";
import type { Task } from "./task-types";
import type { TaskType } from "./tasks";
import type { Sowing, WeekWindow } from "./sowing";

export const PLANNER_ACTIONS = ["sow-indoors", "direct-sow", "transplant"] as const;
export type PlannerAction = (typeof PLANNER_ACTIONS)[number];

/** Where the frost dates came from: the place's history, the gardener's own, or neither (planned by season). */
export const FROST_SOURCES = ["history", "manual", "none"] as const;
export type FrostSource = (typeof FROST_SOURCES)[number];

export type PlannerFrost = FrostDates & { source: FrostSource };

/** One window: dates are YYYY-MM-DD, both days included. */
export type PlannerItem = { plantId: number; commonName: string; action: PlannerAction; start: string; end: string };

/** GET /api/planner. */
export type PlannerResponse = { frost: PlannerFrost; items: PlannerItem[] };

/** POST /api/planner ("Plan it"): the plant in the garden (added or already there) and the care tasks planned for it. */
export type PlannedPlant = { userPlant: { id: number; name: string }; addedToGarden: boolean; tasks: Task[] };

export type PlannablePlant = { id: number; commonName: string; sowing: Sowing };

/** How far ahead the planner looks. */
export const PLANNER_HORIZON_DAYS = 365;

/**
 * Without a frost date (a frost-free place, or no place yet) the windows hang on the seasons:
 * spring from the start of the growing season (lib/tasks.ts: March, or September south of the
 * equator), autumn from mid-November (mid-May in the south).
 */
export function seasonalFrostDates(latitude: number | null): { lastSpring: string; firstAutumn: string } {
  return latitude !== null && latitude < 0 ? { lastSpring: "09-01", firstAutumn: "05-15" } : { lastSpring: "03-01", firstAutumn: "11-15" };
}

/** The dates the windows are counted from: each frost date, or its season when there is none. */
export function plannerAnchors(frost: FrostDates, latitude: number | null): { lastSpring: string; firstAutumn: string } {
  const seasonal = seasonalFrostDates(latitude);
  return { lastSpring: frost.lastSpring ?? seasonal.lastSpring, firstAutumn: frost.firstAutumn ?? seasonal.firstAutumn };
}

function dated(anchor: string, window: WeekWindow): { start: string; end: string } {
  return { start: addDays(anchor, window.from * 7), end: addDays(anchor, window.to * 7) };
}

/**
 * Every plant's windows that are not over by `today` and start within the next 12 months,
 * by start date (then name). Windows are worked out around last year's, this year's and next
 * year's frost dates, so one that spans the new year is whole.
 */
export function plannerItems(
  plantsToPlan: PlannablePlant[],
  anchors: { lastSpring: string; firstAutumn: string },
  today: string,
): PlannerItem[] {
  const horizonEnd = addDays(today, PLANNER_HORIZON_DAYS - 1);
  const year = Number(today.slice(0, 4));
  const items: PlannerItem[] = [];
  for (const plant of plantsToPlan) {
    const { sowIndoors, transplant, directSow, autumnSow } = plant.sowing;
    for (const anchorYear of [year - 1, year, year + 1]) {
      const spring = `${anchorYear}-${anchors.lastSpring}`;
      const autumn = `${anchorYear}-${anchors.firstAutumn}`;
      const windows: [PlannerAction, { start: string; end: string } | null][] = [
        ["sow-indoors", sowIndoors && dated(spring, sowIndoors)],
        ["direct-sow", directSow && dated(spring, directSow)],
        ["transplant", transplant && dated(spring, transplant)],
        // What is planted rather than sown in autumn (bulbs, cloves, young plants) goes in like a transplant.
        [plant.sowing.germinationDays ? "direct-sow" : "transplant", autumnSow && dated(autumn, autumnSow)],
      ];
      for (const [action, window] of windows) {
        if (window && window.end >= today && window.start <= horizonEnd) {
          items.push({ plantId: plant.id, commonName: plant.commonName, action, ...window });
        }
      }
    }
  }
  return items.sort((a, b) => a.start.localeCompare(b.start) || a.commonName.localeCompare(b.commonName) || a.action.localeCompare(b.action));
}

export type PlannedStep = { action: PlannerAction; taskType: Extract<TaskType, "sow" | "transplant">; title: string; dueDate: string; estimatedMinutes: number };

function stepFor(item: PlannerItem, name: string, today: string): PlannedStep {
  const dueDate = item.start > today ? item.start : today;
  const { action } = item;
  if (action === "sow-indoors") return { action, taskType: "sow", title: `Sow ${name} indoors`, dueDate, estimatedMinutes: 15 };
  if (action === "direct-sow") return { action, taskType: "sow", title: `Sow ${name} outdoors`, dueDate, estimatedMinutes: 15 };
  return { action, taskType: "transplant", title: `Plant out ${name}`, dueDate, estimatedMinutes: 30 };
}

/**
 * The next round of one plant's windows as care tasks, each due when its window opens (today
 * when it is already open): sowing indoors and then planting out, or sowing outdoors, or
 * planting out alone. `items` are the plant's planner items.
 */
export function nextPlantingSteps(items: PlannerItem[], name: string, today: string): PlannedStep[] {
  const upcoming = items.filter((item) => item.end >= today).sort((a, b) => a.start.localeCompare(b.start));
  const first = upcoming[0];
  if (!first) return [];
  const steps = [stepFor(first, name, today)];
  if (first.action === "sow-indoors") {
    const plantOut = upcoming.find((item) => item.action === "transplant" && item.start >= first.start);
    if (plantOut) steps.push(stepFor(plantOut, name, today));
  }
  return steps;
}

/** The day the plant goes into the ground: its planting-out or outdoor sowing, else today. */
export function plantingDate(steps: PlannedStep[], today: string): string {
  const inGround = steps.find((step) => step.action !== "sow-indoors");
  return inGround?.dueDate ?? today;
}

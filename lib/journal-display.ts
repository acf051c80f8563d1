// How a plant's timeline reads: a title per item, the filter's names and the dates
// (docs/architecture.md "The plant journal and its timeline").
import { formatQuantity } from "./harvest-log";
import type { MemberRef } from "./garden-types";
import type { TimelineKind } from "./journal";
import type { TimelineItem } from "./journal-types";
import { plantStatusLabel } from "./plant-status";

/** The timeline's kind filter, in the order it is offered. */
export const TIMELINE_KIND_LABELS: Record<TimelineKind, string> = {
  journal: "Notes",
  watering: "Waterings",
  task: "Tasks",
  harvest: "Harvests",
  diagnosis: "Diagnoses",
  status: "Status",
  planted: "Planting",
};

/** The journal's tags as the gardener reads them. */
export function journalTagLabel(tag: string): string {
  return tag.charAt(0).toUpperCase() + tag.slice(1);
}

/** "Ana", "Ana and Ben", "Ana, Ben and Cy". */
export function formatNames(people: readonly MemberRef[]): string {
  const names = people.map((person) => person.name);
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** One line saying what happened, for every kind of item but a journal entry (which shows its note). */
export function timelineItemTitle(item: TimelineItem): string {
  switch (item.kind) {
    case "journal":
      return "Journal entry";
    case "watering":
      return item.count === 1 ? "Watered" : `Watered ${item.count} times`;
    case "task":
      return `Done: ${item.title}`;
    case "harvest":
      return `Harvested ${formatQuantity(item.quantity, item.unit)}`;
    case "diagnosis":
      return item.health === "healthy" ? "Diagnosis: looks healthy" : item.problems.length > 0 ? `Diagnosis: ${item.problems.join(", ")}` : "Diagnosis";
    case "status":
      return `Status: ${plantStatusLabel(item.previousStatus)} → ${plantStatusLabel(item.status)}`;
    case "planted":
      return "Planted";
  }
}

/** Who did it, when the item says: "by Ana", "by Ana and Ben", or nothing. */
export function timelineItemBy(item: TimelineItem): string {
  switch (item.kind) {
    case "journal":
      return item.author ? `by ${item.author.name}` : "";
    case "watering":
      return item.by.length > 0 ? `by ${formatNames(item.by)}` : "";
    case "planted":
      return "";
    default:
      return item.by ? `by ${item.by.name}` : "";
  }
}

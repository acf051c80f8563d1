// The plant journal's JSON answers (docs/architecture.md "The plant journal and its timeline").
import type { AiMode } from "./chat-types";
import type { MemberRef } from "./garden-types";
import type { HarvestUnit } from "./harvest-log";
import type { JournalTag } from "./journal";
import type { PlantStatus } from "./plant-status";
import type { TaskType } from "./tasks";

/**
 * What every timeline item has. Items come newest first: by `date` (the calendar day, in the
 * viewer's time zone for moments, as recorded for dated things), then by `at` (the moment it
 * happened or was recorded), then by kind and id.
 */
type TimelineItemBase = {
  /** YYYY-MM-DD. */
  date: string;
  /** ISO 8601 instant. */
  at: string;
  id: number;
};

/** A photo of a journal entry, re-encoded and without metadata. */
export type JournalPhoto = { url: string; width: number; height: number };

/**
 * A journal entry: POST /api/user-plants/{id}/journal (201) and PATCH /api/journal/{id} answer
 * one; a timeline's and the garden journal's journal items are these. `at` is when it was written.
 */
export type JournalEntry = TimelineItemBase & {
  kind: "journal";
  plant: { id: number; name: string };
  text: string;
  tags: JournalTag[];
  photos: JournalPhoto[];
  /** Who wrote it; null once their account is gone. */
  author: MemberRef | null;
  /** The viewer wrote it, so they may edit and delete it. */
  editable: boolean;
  /** ISO 8601; later than `at` once edited. */
  updatedAt: string;
};

/** The waterings of one calendar day (in the viewer's zone); `at` is the day's last. */
export type WateringDayItem = TimelineItemBase & { kind: "watering"; count: number; by: MemberRef[] };

/** A completed task (water tasks are shown as the day's watering they were done with). */
export type CompletedTaskItem = TimelineItemBase & { kind: "task"; title: string; taskType: TaskType; by: MemberRef | null };

export type HarvestItem = TimelineItemBase & { kind: "harvest"; quantity: number; unit: HarvestUnit; notes: string | null; by: MemberRef | null };

/** A diagnosis of the plant's photo, and what it found. */
export type DiagnosisItem = TimelineItemBase & {
  kind: "diagnosis";
  imageUrl: string;
  question: string | null;
  /** "healthy" or "problems" (null if the result has neither). */
  health: "healthy" | "problems" | null;
  /** The problems found, most likely first. */
  problems: string[];
  /** The advice's first 200 characters. */
  advicePreview: string;
  source: AiMode;
  by: MemberRef | null;
};

/**
 * A change of the plant's status as set (healthy, blooming or sick; `plantStatusLabel` names them),
 * and who made it. `date` is the day in the zone of the gardener who made it.
 */
export type StatusItem = TimelineItemBase & { kind: "status"; status: PlantStatus; previousStatus: PlantStatus; by: MemberRef | null };

/** The planting date (`date`); `id` is the plant's. */
export type PlantedItem = TimelineItemBase & { kind: "planted" };

export type TimelineItem = JournalEntry | WateringDayItem | CompletedTaskItem | HarvestItem | DiagnosisItem | StatusItem | PlantedItem;

/** GET /api/user-plants/{id}/timeline?kind=&cursor=: a page, newest first; `nextCursor` null on the last. */
export type TimelinePage = { items: TimelineItem[]; nextCursor: string | null };

/** GET /api/journal?plant=&tag=&q=&from=&to=&cursor=: the open garden's journal entries, a page, newest first. */
export type JournalPage = { items: JournalEntry[]; nextCursor: string | null };

/**
 * One photo of a plant, for its photo strip (GET /api/user-plants/{id}/photos): a journal entry's,
 * a diagnosis's, or the plant's own (its cover, `user_plants.image_url`, when it is a stored photo).
 */
export type PlantPhoto = {
  url: string;
  /** Known for journal photos; null for the others. */
  width: number | null;
  height: number | null;
  /** YYYY-MM-DD: the entry's date, the diagnosis's day in the viewer's zone, or the planting date. */
  date: string;
  source: "journal" | "diagnosis" | "plant";
  /** The journal entry it belongs to (source "journal"). */
  entryId?: number;
  /** The diagnosis it belongs to (source "diagnosis"). */
  diagnosisId?: number;
  /** The entry's note, or the diagnosis's advice (its first 200 characters); null when there is none. */
  note: string | null;
  /** Who wrote the entry or asked for the diagnosis; null for the plant's own photo or a gone account. */
  by: MemberRef | null;
  /** It is the plant's cover: the plant's own photo, or the photo the cover was copied from (then listed once, as that photo). */
  isCover: boolean;
};

/** GET /api/user-plants/{id}/photos: every photo of the plant, newest first (at most 500). */
export type PlantPhotosAnswer = { items: PlantPhoto[] };

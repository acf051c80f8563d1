// The plant journal's JSON answers (docs/architecture.md "The plant journal and its timeline").
import type { AiMode } from "./chat-types";
import type { MemberRef } from "./garden-types";
import type { HarvestUnit } from "./harvest-log";
import type { JournalTag } from "./journal";
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

/** The planting date (`date`); `id` is the plant's. */
export type PlantedItem = TimelineItemBase & { kind: "planted" };

export type TimelineItem = JournalEntry | WateringDayItem | CompletedTaskItem | HarvestItem | DiagnosisItem | PlantedItem;

/** GET /api/user-plants/{id}/timeline?kind=&cursor=: a page, newest first; `nextCursor` null on the last. */
export type TimelinePage = { items: TimelineItem[]; nextCursor: string | null };

/** GET /api/journal?plant=&tag=&q=&from=&to=&cursor=: the open garden's journal entries, a page, newest first. */
export type JournalPage = { items: JournalEntry[]; nextCursor: string | null };

import { z } from "@/lib/zod";
import { JOURNAL_SEARCH_MAX, JOURNAL_TAGS, JOURNAL_TAGS_MAX, JOURNAL_TEXT_MAX, TIMELINE_KINDS, type TimelineKind } from "@/lib/journal";
import { calendarDate, idSchema, withoutControlCharacters } from "./common";
import { formatNumber } from "@/lib/format";

const TAGS_MESSAGE = `Tags must be among: ${JOURNAL_TAGS.join(", ")}.`;
const KINDS_MESSAGE = `kind must be a comma-separated list of: ${TIMELINE_KINDS.join(", ")}.`;

const journalText = z
  .string({ error: "The note must be text." })
  .trim()
  .max(JOURNAL_TEXT_MAX, `The note must be at most ${formatNumber(JOURNAL_TEXT_MAX)} characters.`)
  .refine(...withoutControlCharacters("The note"));

/** A date that defaults to today; one after today is refused by the server (it knows the gardener's today). */
const journalDate = calendarDate("The date must be a real date (YYYY-MM-DD).");

/** Each tag from the list, at most once (a repeat is dropped). */
const journalTags = z
  .array(z.enum(JOURNAL_TAGS, { error: TAGS_MESSAGE }), { error: TAGS_MESSAGE })
  .max(JOURNAL_TAGS_MAX, TAGS_MESSAGE)
  .transform((tags) => [...new Set(tags)]);

/**
 * The tags of a multipart form: the `tags` field repeated, each a tag or a comma-separated list of
 * them (`tags=pests&tags=disease` and `tags=pests,disease` are the same); empty parts are ignored.
 */
export function tagsFromForm(values: FormDataEntryValue[]): unknown {
  if (values.some((value) => typeof value !== "string")) return values;
  return (values as string[]).flatMap((value) => value.split(",")).map((tag) => tag.trim()).filter((tag) => tag !== "");
}

/** The 409 of POST /api/user-plants/{id}/journal when its `authorId` is not the signed-in user's. */
export const ANOTHER_AUTHORS_ENTRY = "This entry was written by another account on this device: sign in as them to send it.";

const AUTHOR_ID_MESSAGE = "authorId must be the id of the user who wrote the entry.";

/**
 * POST /api/user-plants/{id}/journal (multipart): `text` (may be empty when a photo is sent), `date`
 * (YYYY-MM-DD, today when left out or empty), `tags` (see `tagsFromForm`), 0 to 5 `photos` files,
 * `clientId` (optional): the UUID the author's device gave the entry, so that the same entry
 * sent twice is saved once, and `authorId` (optional, for API clients): the id of the user who
 * wrote it, as the app's offline queue sends it; when it is not the signed-in user's the entry is
 * refused with 409 (`ANOTHER_AUTHORS_ENTRY`: another account's entry, left on a shared device).
 */
export const createJournalEntrySchema = z.object({
  text: journalText.default(""),
  date: z.preprocess((value) => (value === "" ? undefined : value), journalDate.optional()),
  tags: journalTags.default([]),
  clientId: z.preprocess((value) => (value === "" ? undefined : value), z.uuid({ error: "clientId must be a UUID." }).toLowerCase().optional()),
  authorId: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.string({ error: AUTHOR_ID_MESSAGE }).max(200, AUTHOR_ID_MESSAGE).optional(),
  ),
});

/** PUT /api/user-plants/{id}/cover (JSON): `url`, the address of one of the plant's journal or diagnosis photos. */
export const plantCoverSchema = z
  .object({
    url: z
      .string({ error: "Send url: the address of one of the plant's photos." })
      .trim()
      .min(1, "Send url: the address of one of the plant's photos.")
      .max(1000, "That is not the address of one of the plant's photos."),
  })
  .strict();
export type PlantCoverInput = z.infer<typeof plantCoverSchema>;

/** PATCH /api/journal/{id} (JSON): any of text, date and tags; the photos stay as they are. */
export const updateJournalEntrySchema = z
  .object({ text: journalText, date: journalDate, tags: journalTags })
  .partial()
  .strict()
  .refine((input) => Object.keys(input).length > 0, "Send text, date or tags to change.");
export type UpdateJournalEntryInput = z.infer<typeof updateJournalEntrySchema>;

const CURSOR_MESSAGE = "That cursor is not one this list gave; start again from the first page.";

/** A page's position: the last item's date, moment, kind and id, as an opaque base64url string. */
export type PageCursor = { date: string; at: string; kind: TimelineKind; id: number };

const cursorShape = z.tuple([
  z.iso.date(),
  z.iso.datetime({ offset: false, precision: 3 }),
  z.enum(TIMELINE_KINDS),
  z.number().int().positive().max(2_147_483_647),
]);

// The cursor's JSON is ASCII only, so btoa and atob (in Node and browsers alike) encode it.
export function encodeCursor(cursor: PageCursor): string {
  return btoa(JSON.stringify([cursor.date, cursor.at, cursor.kind, cursor.id])).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function decodeCursorText(value: string): string {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) throw new Error("not base64url");
  return atob(value.replace(/-/g, "+").replace(/_/g, "/"));
}

const cursorSchema = z
  .string()
  .max(200, CURSOR_MESSAGE)
  .transform((value, context): PageCursor => {
    try {
      const [date, at, kind, id] = cursorShape.parse(JSON.parse(decodeCursorText(value)));
      return { date, at, kind, id };
    } catch {
      context.addIssue({ code: "custom", message: CURSOR_MESSAGE });
      return z.NEVER;
    }
  });

const emptyAsMissing = (value: unknown) => (value === null || value === "" ? undefined : value);

/** GET /api/user-plants/{id}/timeline?kind=journal,watering&cursor=...: every kind when `kind` is left out. */
export const timelineQuerySchema = z.object({
  kind: z.preprocess(
    emptyAsMissing,
    z
      .string()
      .max(200, KINDS_MESSAGE)
      .transform((value) => value.split(",").map((kind) => kind.trim()))
      .pipe(z.array(z.enum(TIMELINE_KINDS, { error: KINDS_MESSAGE })))
      .transform((kinds) => [...new Set(kinds)])
      .optional(),
  ),
  cursor: z.preprocess(emptyAsMissing, cursorSchema.optional()),
});
export type TimelineQuery = z.infer<typeof timelineQuerySchema>;

/** GET /api/journal?plant=&tag=&q=&from=&to=&cursor=: filters of the garden's journal, each optional (`from` and `to`: dates, both included). */
export const journalListQuerySchema = z
  .object({
    plant: z.preprocess(emptyAsMissing, idSchema("plant must be a plant's id.").optional()),
    from: z.preprocess(emptyAsMissing, calendarDate("from must be a date (YYYY-MM-DD).").optional()),
    to: z.preprocess(emptyAsMissing, calendarDate("to must be a date (YYYY-MM-DD).").optional()),
    tag: z.preprocess(emptyAsMissing, z.enum(JOURNAL_TAGS, { error: TAGS_MESSAGE }).optional()),
    q: z.preprocess(
      emptyAsMissing,
      z
        .string()
        .trim()
        .max(JOURNAL_SEARCH_MAX, `The search must be at most ${JOURNAL_SEARCH_MAX} characters.`)
        .refine(...withoutControlCharacters("The search"))
        .optional(),
    ),
    cursor: z.preprocess(emptyAsMissing, cursorSchema.optional()),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: "from must not be after to.", path: ["from"] });
export type JournalListQuery = z.infer<typeof journalListQuerySchema>;

// The plant journal's fixed values (docs/product.md "Journal entry"), shared by the schema, the
// validation, the API and the UI.

/**
 * The tags a journal entry may carry. The examples (pests, flowering, pruning, feeding)
 * and the kinds of event the journals gardeners use most log (HortusFox's plant logs, Plant-it's
 * event log, Gardenize's diary): disease, fruiting, planting, weather, harvest; "other" for the rest.
 */
export const JOURNAL_TAGS = ["pests", "disease", "flowering", "fruiting", "pruning", "feeding", "planting", "weather", "harvest", "other"] as const;
export type JournalTag = (typeof JOURNAL_TAGS)[number];

/** The longest note, in characters. */
export const JOURNAL_TEXT_MAX = 5000;
/** Photos one entry may hold. */
export const JOURNAL_PHOTOS_MAX = 5;
/** Tags one entry may carry (each at most once). */
export const JOURNAL_TAGS_MAX = JOURNAL_TAGS.length;
/** The longest search (`q`) the garden's journal takes. */
export const JOURNAL_SEARCH_MAX = 200;

/**
 * What a plant's timeline shows (GET /api/user-plants/{id}/timeline). "status" is each change of the
 * plant's status, who made it and when (`plant_status_changes`, kept since migration 0016: earlier
 * changes were not recorded).
 */
export const TIMELINE_KINDS = ["journal", "watering", "task", "harvest", "diagnosis", "status", "planted"] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** Items per page of a timeline or the garden's journal. */
export const TIMELINE_PAGE_SIZE = 30;

import { NextResponse } from "next/server";
import { JOURNAL_PHOTOS_MAX } from "@/lib/journal";
import type { JournalEntry } from "@/lib/journal-types";
import { ANOTHER_AUTHORS_ENTRY, createJournalEntrySchema } from "@/lib/validations/journal";
import { gardenerIn } from "@/server/account/gardener";
import { createJournalEntry } from "@/server/garden/journal";
import { GARDEN_NOT_FOUND, PLANT_NOT_FOUND } from "@/server/garden/ownership";
import { readPhotosForm } from "@/server/garden/photos";
import { parseId, withUser } from "@/server/http/handler";
import { HttpError } from "@/server/http/errors";

const authorOnly = createJournalEntrySchema.pick({ authorId: true });

/**
 * Multipart: text?, date? (YYYY-MM-DD), tags? (repeated, or a comma list), photos? (0 to 5 files, the
 * field repeated), clientId? (a UUID), authorId? (who wrote it: another user's is a 409, so an entry
 * queued on a shared device is never saved as someone else's). `?garden=` writes in another of the
 * gardener's gardens (an entry queued offline goes to the garden it was written in, whichever is open
 * now); a garden they are not a member of is a 404. 201 with the new entry; 200 with the entry
 * already saved under that clientId (the same entry sent again).
 */
export const POST = withUser<{ id: string }>(async ({ request, gardener, params }) => {
  const userPlantId = parseId(params.id, PLANT_NOT_FOUND);
  const garden = new URL(request.url).searchParams.get("garden");
  const gardenId = garden === null ? null : parseId(garden, GARDEN_NOT_FOUND);
  const form = await readPhotosForm(request, JOURNAL_PHOTOS_MAX);
  // Before anything else of the entry: it is not this user's to send, wherever it was meant to go.
  const { authorId } = authorOnly.parse({ authorId: form.get("authorId") });
  if (authorId !== undefined && authorId !== gardener.userId) throw new HttpError(409, ANOTHER_AUTHORS_ENTRY);
  const author = gardenId === null ? gardener : await gardenerIn(gardener, gardenId);
  const { entry, created } = await createJournalEntry(author, userPlantId, form);
  return NextResponse.json<JournalEntry>(entry, { status: created ? 201 : 200 });
});

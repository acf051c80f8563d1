import { NextResponse } from "next/server";
import { JOURNAL_PHOTOS_MAX } from "@/lib/journal";
import type { JournalEntry } from "@/lib/journal-types";
import { createJournalEntry } from "@/server/garden/journal";
import { PLANT_NOT_FOUND } from "@/server/garden/ownership";
import { readPhotosForm } from "@/server/garden/photos";
import { parseId, withUser } from "@/server/http/handler";

/**
 * Multipart: text?, date? (YYYY-MM-DD), tags? (repeated, or a comma list), photos? (0 to 5 files, the
 * field repeated), clientId? (a UUID). 201 with the new entry; 200 with the entry already saved under
 * that clientId (the same entry sent again).
 */
export const POST = withUser<{ id: string }>(async ({ request, gardener, params }) => {
  const userPlantId = parseId(params.id, PLANT_NOT_FOUND);
  const form = await readPhotosForm(request, JOURNAL_PHOTOS_MAX);
  const { entry, created } = await createJournalEntry(gardener, userPlantId, form);
  return NextResponse.json<JournalEntry>(entry, { status: created ? 201 : 200 });
});

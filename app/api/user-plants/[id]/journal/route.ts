import { NextResponse } from "next/server";
import { JOURNAL_PHOTOS_MAX } from "@/lib/journal";
import type { JournalEntry } from "@/lib/journal-types";
import { createJournalEntry } from "@/server/garden/journal";
import { PLANT_NOT_FOUND } from "@/server/garden/ownership";
import { readPhotosForm } from "@/server/garden/photos";
import { parseId, withUser } from "@/server/http/handler";

/** Multipart: text?, date? (YYYY-MM-DD), tags? (repeated, or a comma list), photos? (0 to 5 files, the field repeated). */
export const POST = withUser<{ id: string }>(async ({ request, gardener, params }) => {
  const userPlantId = parseId(params.id, PLANT_NOT_FOUND);
  const form = await readPhotosForm(request, JOURNAL_PHOTOS_MAX);
  return NextResponse.json<JournalEntry>(await createJournalEntry(gardener, userPlantId, form), { status: 201 });
});

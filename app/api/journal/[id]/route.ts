import { NextResponse } from "next/server";
import type { JournalEntry } from "@/lib/journal-types";
import { updateJournalEntrySchema } from "@/lib/validations/journal";
import { deleteJournalEntry, JOURNAL_ENTRY_NOT_FOUND, updateJournalEntry } from "@/server/garden/journal";
import { parseId, parseJsonBody, withUser } from "@/server/http/handler";

type Params = { id: string };

/** JSON: any of text, date, tags. Only the entry's author may change it (403 for another member). */
export const PATCH = withUser<Params>(async ({ request, gardener, params }) => {
  const id = parseId(params.id, JOURNAL_ENTRY_NOT_FOUND);
  const input = await parseJsonBody(request, updateJournalEntrySchema);
  return NextResponse.json<JournalEntry>(await updateJournalEntry(gardener, id, input));
});

export const DELETE = withUser<Params>(async ({ gardener, params }) => {
  await deleteJournalEntry(gardener, parseId(params.id, JOURNAL_ENTRY_NOT_FOUND));
  return new Response(null, { status: 204 });
});

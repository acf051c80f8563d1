import { NextResponse } from "next/server";
import type { JournalPage } from "@/lib/journal-types";
import { journalListQuerySchema } from "@/lib/validations/journal";
import { listJournal } from "@/server/garden/journal";
import { withUser } from "@/server/http/handler";

/** `?plant=` (a plant's id) `&tag=` `&q=` (words, "a phrase", -not) `&from=&to=` (YYYY-MM-DD, both included) `&cursor=` (the last page's `nextCursor`), each optional. */
export const GET = withUser(async ({ request, gardener }) => {
  const search = new URL(request.url).searchParams;
  const query = journalListQuerySchema.parse({ plant: search.get("plant"), tag: search.get("tag"), q: search.get("q"), from: search.get("from"), to: search.get("to"), cursor: search.get("cursor") });
  return NextResponse.json<JournalPage>(await listJournal(gardener, query));
});

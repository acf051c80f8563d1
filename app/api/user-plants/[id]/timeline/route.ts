import { NextResponse } from "next/server";
import type { TimelinePage } from "@/lib/journal-types";
import { timelineQuerySchema } from "@/lib/validations/journal";
import { plantTimeline } from "@/server/garden/journal";
import { PLANT_NOT_FOUND } from "@/server/garden/ownership";
import { parseId, withUser } from "@/server/http/handler";

/** `?kind=journal,watering` (every kind when left out) `&cursor=` (the last page's `nextCursor`). */
export const GET = withUser<{ id: string }>(async ({ request, gardener, params }) => {
  const userPlantId = parseId(params.id, PLANT_NOT_FOUND);
  const search = new URL(request.url).searchParams;
  const query = timelineQuerySchema.parse({ kind: search.get("kind"), cursor: search.get("cursor") });
  return NextResponse.json<TimelinePage>(await plantTimeline(gardener, userPlantId, query));
});

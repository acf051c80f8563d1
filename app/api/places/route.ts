import { NextResponse } from "next/server";
import type { PlaceSuggestions } from "@/lib/place";
import { placeQuerySchema } from "@/lib/validations/user";
import { withUser } from "@/server/http/handler";
import { placeSuggestions } from "@/server/garden/places";

/** `?q=Bris`: the places the geocoder knows by that name, for the place step's suggestions. */
export const GET = withUser(async ({ request, user }) => {
  const { q } = placeQuerySchema.parse({ q: new URL(request.url).searchParams.get("q") ?? undefined });
  return NextResponse.json<PlaceSuggestions>({ places: await placeSuggestions(user.id, q) });
});

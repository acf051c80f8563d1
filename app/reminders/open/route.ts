import { NextResponse } from "next/server";
import { parseIdSegment } from "@/lib/validations/common";
import { requireGardener } from "@/server/account/gardener";
import { switchGarden } from "@/server/garden/gardens";
import { requestOrigin } from "@/server/http/origin";
import { gardenLinkKeyValid } from "@/server/notifications/messages";

/**
 * Where a reminder's links lead: the garden it is about (opened, if another one was) at the
 * plant's card, or at Today's Tasks. A signed-out gardener is sent to sign in.
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const origin = requestOrigin(request);
  const gardenId = parseIdSegment(url.searchParams.get("garden") ?? undefined);
  const plantId = parseIdSegment(url.searchParams.get("plant") ?? undefined);
  let gardener;
  try {
    ({ gardener } = await requireGardener(request.headers));
  } catch {
    return NextResponse.redirect(new URL("/login", origin), 303);
  }
  // Only a link the app made (its key) switches gardens: another site's link opens the page as it is.
  if (gardenId !== null && gardenId !== gardener.gardenId && gardenLinkKeyValid(gardenId, url.searchParams.get("key"))) {
    // Not (or no longer) a member: the gardener lands in their own garden instead.
    await switchGarden(gardener.userId, gardenId).catch(() => undefined);
  }
  const target = plantId !== null ? `/plants#plant-${plantId}` : "/";
  const response = NextResponse.redirect(new URL(target, origin), 303);
  response.headers.set("Cache-Control", "private, no-store");
  return response;
}

import { NextResponse } from "next/server";
import type { UserPlant } from "@/lib/garden-types";
import { addCustomPlant } from "@/server/garden/plants";
import { withUser } from "@/server/http/handler";
import { readPhotoForm } from "@/server/garden/photos";

/** Multipart: customCommonName, customName?, location?, notes?, customWateringFrequency?, image?. */
export const POST = withUser(async ({ request, gardener }) => {
  return NextResponse.json<UserPlant>(await addCustomPlant(gardener, await readPhotoForm(request)), { status: 201 });
});

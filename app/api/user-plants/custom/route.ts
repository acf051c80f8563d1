import { NextResponse } from "next/server";
import { addCustomPlant } from "@/server/garden/plants";
import { withUser } from "@/server/http/handler";
import { readPhotoForm } from "@/server/garden/photos";

/** Multipart: customCommonName, customName?, location?, notes?, customWateringFrequency?, image?. */
export const POST = withUser(async ({ request, gardener }) => {
  return NextResponse.json(await addCustomPlant(gardener, await readPhotoForm(request)), { status: 201 });
});

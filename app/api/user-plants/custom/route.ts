import { NextResponse } from "next/server";
import { addCustomPlantSchema } from "@/lib/validations/user-plants";
import { addCustomPlant, withoutWatering } from "@/server/garden";
import { readMultipartForm, withUser } from "@/server/http/handler";
import { photoFromForm, storeUserPhoto } from "@/server/photos";
import { userTimeZone } from "@/server/profile";
import { getStorage } from "@/server/storage";

/** Multipart: customCommonName, customName?, location?, notes?, customWateringFrequency?, image?. */
export const POST = withUser(async ({ request, user }) => {
  const form = await readMultipartForm(request);
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  // Fields are checked before the photo is stored, so a bad request leaves nothing behind.
  const input = addCustomPlantSchema.parse({
    customCommonName: field("customCommonName"),
    customName: field("customName"),
    location: field("location"),
    notes: field("notes"),
    customWateringFrequency: field("customWateringFrequency"),
  });
  const photo = photoFromForm(form, "image");
  const stored = photo ? await storeUserPhoto(user.id, photo, "plants") : null;
  try {
    const plant = await addCustomPlant(user.id, { ...input, imageUrl: stored?.url ?? null }, await userTimeZone(user));
    return NextResponse.json(withoutWatering(plant), { status: 201 });
  } catch (error) {
    if (stored) await getStorage().remove(stored.key).catch(() => undefined);
    throw error;
  }
});

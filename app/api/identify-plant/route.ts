import { NextResponse } from "next/server";
import type { IdentifyResponse } from "@/lib/diagnosis";
import { identifyPhoto } from "@/server/assistant/diagnoses";
import { withUser } from "@/server/http/handler";
import { HttpError } from "@/server/http/errors";
import { photoFromForm, readPhotoForm } from "@/server/garden/photos";

/** Multipart: image. */
export const POST = withUser(async ({ request, user }) => {
  const form = await readPhotoForm(request);
  const photo = photoFromForm(form, "image");
  if (!photo) throw new HttpError(400, "Please select an image to identify.");
  return NextResponse.json<IdentifyResponse>(await identifyPhoto(user, photo));
});

import { NextResponse } from "next/server";
import type { DiagnoseResponse } from "@/lib/diagnosis";
import { diagnoseFieldsSchema } from "@/lib/validations/diagnose";
import { diagnosePhoto } from "@/server/assistant/diagnoses";
import { withUser } from "@/server/http/handler";
import { HttpError } from "@/server/http/errors";
import { photoFromForm, readPhotoForm } from "@/server/garden/photos";

/** Multipart: image, userPlantId?, question?. Answers `{ diagnosis, statusChange }` (statusChange: the linked plant marked 'sick', or null). */
export const POST = withUser(async ({ request, gardener }) => {
  const form = await readPhotoForm(request);
  const fields = diagnoseFieldsSchema.parse({ userPlantId: form.get("userPlantId"), question: form.get("question") });
  const photo = photoFromForm(form, "image");
  if (!photo) throw new HttpError(400, "Please select an image to analyze.");
  return NextResponse.json<DiagnoseResponse>(await diagnosePhoto(gardener, { photo, ...fields }), { status: 201 });
});

import { z } from "@/lib/zod";
import { idSchema, withoutControlCharacters } from "./common";

/** Multipart fields of POST /api/diagnose besides the image. */
export const diagnoseFieldsSchema = z.object({
  userPlantId: z.preprocess(
    (value) => (value === "" || value === null || value === undefined || value === "none" ? undefined : value),
    idSchema("Choose one of your plants.").optional(),
  ),
  question: z.preprocess(
    (value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value),
    z.string().trim().max(1000, "Your question can be at most 1000 characters.").refine(...withoutControlCharacters("Your question")).optional(),
  ),
});
export type DiagnoseFields = z.infer<typeof diagnoseFieldsSchema>;

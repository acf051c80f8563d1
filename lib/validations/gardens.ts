import { z } from "@/lib/zod";
import { oneLineName } from "./common";

export const GARDEN_NAME_MAX_LENGTH = 60;

/** POST /api/gardens and PATCH /api/gardens/{id}: the garden's name. */
export const gardenNameSchema = z
  .object({
    name: z
      .string({ message: "Give the garden a name." })
      .trim()
      .min(1, "Give the garden a name.")
      .max(GARDEN_NAME_MAX_LENGTH, `Keep the name to ${GARDEN_NAME_MAX_LENGTH} characters.`)
      .refine(...oneLineName("The name")),
  })
  .strict();

/** PATCH /api/gardens/{id}/members/{userId}: hand the garden to this member. */
export const memberChangeSchema = z.object({ role: z.literal("owner", { message: "A member can only be made the owner." }) }).strict();

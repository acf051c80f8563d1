import { z } from "@/lib/zod";
import { oneLineName } from "./common";

export const API_TOKEN_NAME_MAX_LENGTH = 60;

const NAME_REQUIRED = "Give the token a name, like Home Assistant.";

/** POST /api/tokens: a name that says which tool uses the token. */
export const createApiTokenSchema = z
  .object({
    name: z
      .string({ error: NAME_REQUIRED })
      .trim()
      .min(1, NAME_REQUIRED)
      .max(API_TOKEN_NAME_MAX_LENGTH, `Keep the name to ${API_TOKEN_NAME_MAX_LENGTH} characters.`)
      .refine(...oneLineName("The name")),
  })
  .strict();

import { z } from "@/lib/zod";

export const API_TOKEN_NAME_MAX_LENGTH = 60;

const NAME_REQUIRED = "Give the token a name, like Home Assistant.";
// A name is one line: every C0 control character (tab and line breaks too), DEL and the C1 controls.
const CONTROL_OR_LINE_BREAK = /[\u0000-\u001F\u007F-\u009F]/;

/** POST /api/tokens: a name that says which tool uses the token. */
export const createApiTokenSchema = z
  .object({
    name: z
      .string({ error: NAME_REQUIRED })
      .trim()
      .min(1, NAME_REQUIRED)
      .max(API_TOKEN_NAME_MAX_LENGTH, `Keep the name to ${API_TOKEN_NAME_MAX_LENGTH} characters.`)
      .refine((name) => !CONTROL_OR_LINE_BREAK.test(name), "The name can't contain control characters or line breaks."),
  })
  .strict();

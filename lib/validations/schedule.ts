import { z } from "@/lib/zod";
import { TASK_TYPES } from "@/lib/tasks";
import { idSchema } from "./common";

/**
 * /schedule?type=&plant=: a task type and one of the garden's plants to show. Each is optional;
 * one that is not valid is left out (a hand-edited or stale link shows the whole schedule).
 */
export const scheduleFilterSchema = z.object({
  type: z.enum(TASK_TYPES).optional().catch(undefined),
  plant: idSchema("Choose one of your plants.").optional().catch(undefined),
});

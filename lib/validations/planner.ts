import { z } from "@/lib/zod";
import { idSchema } from "./common";

/** GET /api/planner?plants=all|mine: the catalogue's edibles and flowers (default), or only the garden's own. */
export const plannerScopeSchema = z.enum(["all", "mine"], { error: 'plants must be "all" or "mine".' }).default("all");

/** POST /api/planner: plan a catalogue plant ("Plan it"). */
export const planPlantSchema = z.object({ plantId: idSchema("Choose a plant from the catalogue.") }).strict();

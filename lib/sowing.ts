// What the Garden Planner needs to know of a crop or flower: when to sow and plant it out,
// relative to the garden's frost dates. Weeks are counted from the frost date: negative
// before it, positive after it. The catalogue (server/db/plant-catalogue.json) holds one
// per edible and flowering plant, within the ranges seed packets and extension services publish.
import { z } from "./zod";

/** A window in whole weeks relative to a frost date: from `from` weeks to `to` weeks (from ≤ to). */
const weekWindowSchema = z
  .object({ from: z.number().int().min(-26).max(26), to: z.number().int().min(-26).max(26) })
  .strict()
  .refine((window) => window.from <= window.to, "A window must not end before it starts.");

export type WeekWindow = z.infer<typeof weekWindowSchema>;

export const sowingSchema = z
  .object({
    /** Sow under cover this many weeks before the last spring frost (e.g. tomato { from: -8, to: -6 }); null: not started indoors. */
    sowIndoors: weekWindowSchema.nullable(),
    /** Plant out (seedlings, sets, bulbs, canes, young plants) relative to the last spring frost; null: sown where it grows. */
    transplant: weekWindowSchema.nullable(),
    /** Sow outdoors where it will grow, relative to the last spring frost; null: not direct-sown in spring. */
    directSow: weekWindowSchema.nullable(),
    /** A second sowing or planting for autumn, relative to the first autumn frost (garlic, spinach, spring bulbs); null: none. */
    autumnSow: weekWindowSchema.nullable(),
    /** Days from sowing to seedlings showing, [fewest, most]; null for what is planted, not sown (bulbs, canes, trees). */
    germinationDays: z.tuple([z.number().int().min(1).max(60), z.number().int().min(1).max(90)]).nullable(),
    /** Flowers: days from sowing (or planting out, for what is transplanted) to the first flowers. Edibles use the catalogue's `harvestTime`. */
    daysToFlower: z.number().int().min(20).max(400).nullable(),
  })
  .strict()
  .refine((sowing) => sowing.sowIndoors || sowing.transplant || sowing.directSow || sowing.autumnSow, "A plant needs at least one window.");

export type Sowing = z.infer<typeof sowingSchema>;

/** The catalogue categories the planner covers. */
export const PLANNED_CATEGORIES = ["vegetable", "herb", "fruit", "flower"] as const;

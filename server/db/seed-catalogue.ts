import "server-only";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { PLANT_CATEGORIES, SUNLIGHT_LEVELS } from "@/lib/plant-catalogue";
import { CATALOGUE_IMAGE_DIR } from "@/lib/plant-display";
import { sowingSchema } from "@/lib/sowing";
import type { Database } from "./types";
import { plants } from "./schema";
import catalogue from "./plant-catalogue.json";

type CatalogueEntry = (typeof catalogue)[number];

export function catalogueImagePath(entry: Pick<CatalogueEntry, "slug">): string {
  return `${CATALOGUE_IMAGE_DIR}/${entry.slug}.jpg`;
}

/** Inserts or refreshes every catalogue plant by slug; safe to run on every start. */
export async function seedCatalogue(db: Database): Promise<void> {
  const rows = catalogue.map((entry) => ({
    slug: entry.slug,
    commonName: entry.commonName,
    scientificName: entry.scientificName,
    category: z.enum(PLANT_CATEGORIES).parse(entry.category),
    waterFrequency: entry.waterFrequency,
    harvestTime: entry.harvestTime,
    frostTender: entry.frostTender,
    winterDormant: entry.winterDormant,
    // Edibles and flowers carry sowing windows; houseplants and succulents have none.
    sowing: "sowing" in entry && entry.sowing ? sowingSchema.parse(entry.sowing) : null,
    sunlight: z.enum(SUNLIGHT_LEVELS).parse(entry.sunlight),
    // The published coefficient (lib/water-use.ts; lib/water-use.test.ts holds the catalogue to it).
    cropCoefficient: z.number().positive().parse(entry.waterUse.coefficient),
    careDescription: entry.careDescription,
    imagePath: catalogueImagePath(entry),
  }));
  await db
    .insert(plants)
    .values(rows)
    .onConflictDoUpdate({
      target: plants.slug,
      set: {
        commonName: sql`excluded.common_name`,
        scientificName: sql`excluded.scientific_name`,
        category: sql`excluded.category`,
        waterFrequency: sql`excluded.water_frequency`,
        harvestTime: sql`excluded.harvest_time`,
        frostTender: sql`excluded.frost_tender`,
        winterDormant: sql`excluded.winter_dormant`,
        sowing: sql`excluded.sowing`,
        sunlight: sql`excluded.sunlight`,
        cropCoefficient: sql`excluded.crop_coefficient`,
        careDescription: sql`excluded.care_description`,
        imagePath: sql`excluded.image_path`,
      },
    });
}

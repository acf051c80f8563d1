import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { inArray, sql } from "drizzle-orm";
import type { UserPlantWithWatering } from "@/lib/garden-types";
import { getDb } from "@/server/db/client";
import { plants, userPlants } from "@/server/db/schema";
import { CATALOGUE_IMAGE_DIR, DEFAULT_PLANT_IMAGE } from "@/server/db/seed-catalogue";
import { listUserPlants } from "@/server/garden";
import { getStorage, keyFromUploadUrl } from "@/server/storage";

async function publicFileExists(urlPath: string): Promise<boolean> {
  const publicDir = path.join(process.cwd(), "public");
  const file = path.join(publicDir, path.normalize(urlPath));
  if (!file.startsWith(publicDir + path.sep)) return false;
  return fs.stat(file).then((stat) => stat.isFile(), () => false);
}

/** Whether an image URL still shows something this gardener may see. */
export async function imageIsServable(userId: string, imageUrl: string | null): Promise<boolean> {
  if (!imageUrl) return false;
  const key = keyFromUploadUrl(imageUrl);
  if (!key) return false;
  if (key.startsWith(CATALOGUE_IMAGE_DIR.slice("/uploads/".length) + "/")) return publicFileExists(`/uploads/${key}`);
  if (!key.startsWith(`users/${userId}/`)) return false;
  return getStorage().exists(key);
}

/**
 * 'Fix Images': every plant whose image is missing or broken gets its catalogue image
 * (or the default one for a custom plant). Answers the plants that changed.
 */
export async function refreshPlantImages(userId: string, timeZone: string): Promise<UserPlantWithWatering[]> {
  const garden = await listUserPlants(userId, timeZone);
  const servable = await Promise.all(garden.map((plant) => imageIsServable(userId, plant.imageUrl)));
  const broken = garden.filter((_, index) => !servable[index]);
  if (broken.length === 0) return [];

  const db = await getDb();
  const now = new Date();
  // Two statements whatever the count: plants with a catalogue entry, then the rest.
  const withCatalogue = broken.filter((plant) => plant.plant).map((plant) => plant.id);
  const withoutCatalogue = broken.filter((plant) => !plant.plant).map((plant) => plant.id);
  await db.transaction(async (tx) => {
    if (withCatalogue.length > 0) {
      await tx
        .update(userPlants)
        .set({
          imageUrl: sql`(select ${plants.imagePath} from ${plants} where ${plants.id} = ${userPlants.plantId})`,
          updatedAt: now,
        })
        .where(inArray(userPlants.id, withCatalogue));
    }
    if (withoutCatalogue.length > 0) {
      await tx
        .update(userPlants)
        .set({ imageUrl: DEFAULT_PLANT_IMAGE, updatedAt: now })
        .where(inArray(userPlants.id, withoutCatalogue));
    }
  });
  return broken.map((plant) => ({
    ...plant,
    imageUrl: plant.plant ? plant.plant.imagePath : DEFAULT_PLANT_IMAGE,
    updatedAt: now.toISOString(),
  }));
}

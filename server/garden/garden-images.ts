import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { and, inArray, sql } from "drizzle-orm";
import type { UserPlant } from "@/lib/garden-types";
import { getDb } from "@/server/db/client";
import { plants, userPlants } from "@/server/db/schema";
import { CATALOGUE_IMAGE_DIR, DEFAULT_PLANT_IMAGE } from "@/lib/plant-display";
import { listUserPlants, withoutWatering } from "@/server/garden/plants";
import { ownPlants } from "@/server/garden/ownership";
import type { Gardener } from "@/server/account/gardener";
import { getStorage, keyFromUploadUrl } from "@/server/storage";
import { storageKeyOwner, userFolder } from "@/server/storage/keys";

const CATALOGUE_KEY_PREFIX = CATALOGUE_IMAGE_DIR.slice("/uploads/".length) + "/";

/** The catalogue illustrations shipped in public/, read once per process. */
let catalogueImages: Promise<Set<string>> | undefined;
function catalogueImageKeys(): Promise<Set<string>> {
  catalogueImages ??= fs
    .readdir(path.join(process.cwd(), "public", ...CATALOGUE_IMAGE_DIR.split("/").filter(Boolean)))
    .then((names) => new Set(names.map((name) => CATALOGUE_KEY_PREFIX + name)))
    .catch(() => new Set<string>());
  return catalogueImages;
}

/**
 * 'Fix Images': every plant whose image is missing or broken gets its catalogue image
 * (or the default one for a custom plant). One storage listing for the whole garden, not
 * one look-up per plant. Answers the plants that changed.
 */
export async function refreshPlantImages(gardener: Gardener): Promise<UserPlant[]> {
  const [garden, catalogue] = await Promise.all([listUserPlants(gardener), catalogueImageKeys()]);
  // One storage listing per member whose photos the garden shows.
  const uploaders = new Set(garden.map((plant) => storageKeyOwner(keyFromUploadUrl(plant.imageUrl ?? "") ?? "")).filter((owner) => owner !== null));
  const stored = new Set((await Promise.all([...uploaders].map((owner) => getStorage().list(userFolder(owner))))).flat());
  const servable = (imageUrl: string | null) => {
    const key = imageUrl ? keyFromUploadUrl(imageUrl) : null;
    if (!key) return false;
    if (key.startsWith(CATALOGUE_KEY_PREFIX)) return catalogue.has(key);
    return stored.has(key);
  };
  const broken = garden.filter((plant) => !servable(plant.imageUrl));
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
        .where(and(ownPlants(gardener), inArray(userPlants.id, withCatalogue)));
    }
    if (withoutCatalogue.length > 0) {
      await tx
        .update(userPlants)
        .set({ imageUrl: DEFAULT_PLANT_IMAGE, updatedAt: now })
        .where(and(ownPlants(gardener), inArray(userPlants.id, withoutCatalogue)));
    }
  });
  return broken.map((plant) =>
    withoutWatering({ ...plant, imageUrl: plant.plant ? plant.plant.imagePath : DEFAULT_PLANT_IMAGE, updatedAt: now.toISOString() }),
  );
}

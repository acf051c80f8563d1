import type { CataloguePlant, UserPlant } from "./garden-types";

/** What naming a plant needs: its own names and its catalogue entry's common name. */
type NamedPlant = Pick<UserPlant, "customName" | "customCommonName"> & { plant: Pick<CataloguePlant, "commonName"> | null };

/** Where the catalogue's illustrations are served from (public/uploads/plant-images, made by scripts/generate-plant-images.mjs). */
export const CATALOGUE_IMAGE_DIR = "/uploads/plant-images";
/** The illustration of a plant with no picture of its own. */
export const DEFAULT_PLANT_IMAGE = `${CATALOGUE_IMAGE_DIR}/default-plant.jpg`;

/** The gardener's own name for the plant, else what kind of plant it is. */
export function plantDisplayName(plant: NamedPlant): string {
  return plant.customName || plantKindName(plant);
}

/** What kind of plant it is: the catalogue's common name or the custom plant's name. */
export function plantKindName(plant: Omit<NamedPlant, "customName">): string {
  return plant.plant?.commonName || plant.customCommonName || "Unnamed plant";
}

/** The plant's image with a cache-busting query string (docs/product.md#rest-api), or the default image. */
export function plantImageSrc(plant: Pick<UserPlant, "imageUrl" | "updatedAt" | "plant">): string {
  const url = plant.imageUrl || plant.plant?.imagePath || DEFAULT_PLANT_IMAGE;
  const version = Date.parse(plant.updatedAt);
  return Number.isNaN(version) ? url : `${url}?v=${version}`;
}

/** docs/product.md#screens 'Which plant is this?': custom name, else custom common name, else catalogue name, else 'Unknown Plant'. */
export function plantOptionLabel(plant: NamedPlant): string {
  return plant.customName || plant.customCommonName || plant.plant?.commonName || "Unknown Plant";
}

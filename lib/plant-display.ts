import type { CataloguePlant, UserPlant } from "./garden-types";
import type { PlantFactsWords } from "./harvest";

/** What naming a plant needs: its own names and its catalogue entry's common name. */
type NamedPlant = Pick<UserPlant, "customName" | "customCommonName"> & { plant: Pick<CataloguePlant, "commonName"> | null };

/** Where the catalogue's illustrations are served from (public/uploads/plant-images, made by scripts/generate-plant-images.mjs). */
export const CATALOGUE_IMAGE_DIR = "/uploads/plant-images";
/** The illustration of a plant with no picture of its own. */
export const DEFAULT_PLANT_IMAGE = `${CATALOGUE_IMAGE_DIR}/default-plant.jpg`;

/** The gardener's own name for the plant, else what kind of plant it is (in English for a plant with no name at all: plantNames for a screen). */
export function plantDisplayName(plant: NamedPlant): string {
  return plant.customName || plantKindName(plant);
}

/** What kind of plant it is: the catalogue's common name or the custom plant's name, else "Unnamed plant". */
export function plantKindName(plant: Omit<NamedPlant, "customName">): string {
  return kindOr(plant, () => "Unnamed plant");
}

function kindOr(plant: Omit<NamedPlant, "customName">, unnamed: () => string): string {
  return plant.plant?.commonName || plant.customCommonName || unnamed();
}

/** The plant's image with a cache-busting query string (docs/product.md#rest-api), or the default image. */
export function plantImageSrc(plant: Pick<UserPlant, "imageUrl" | "updatedAt" | "plant">): string {
  const url = plant.imageUrl || plant.plant?.imagePath || DEFAULT_PLANT_IMAGE;
  const version = Date.parse(plant.updatedAt);
  return Number.isNaN(version) ? url : `${url}?v=${version}`;
}

/** docs/product.md#screens 'Which plant is this?': custom name, else custom common name, else catalogue name, else 'Unknown Plant'. */
export function plantOptionLabel(plant: NamedPlant): string {
  return optionOr(plant, () => "Unknown Plant");
}

function optionOr(plant: NamedPlant, unknown: () => string): string {
  return plant.customName || plant.customCommonName || plant.plant?.commonName || unknown();
}

/**
 * plantDisplayName, plantKindName and plantOptionLabel in a screen's words (its "PlantFacts"
 * messages, hooks/use-plant-names.ts): a plant with no name at all is "Unnamed plant" or "Unknown Plant" in them.
 */
export function plantNames(t: PlantFactsWords) {
  const unnamed = () => t("unnamedPlant");
  return {
    displayName: (plant: NamedPlant) => plant.customName || kindOr(plant, unnamed),
    kindName: (plant: Omit<NamedPlant, "customName">) => kindOr(plant, unnamed),
    optionLabel: (plant: NamedPlant) => optionOr(plant, () => t("unknownPlant")),
  };
}

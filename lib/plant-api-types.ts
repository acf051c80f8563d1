// Answers of the catalogue, plant image and watering routes, made of the shapes in lib/garden-types.ts.
import type { CataloguePlant, UserPlant, Watering } from "./garden-types";

/** GET /api/plants: the whole catalogue, by common name. */
export type Catalogue = CataloguePlant[];

/** POST /api/plants/refresh-images ('Fix Images'): the garden's plants whose image changed. */
export type RefreshedPlantImages = { updatedPlants: UserPlant[] };

/** GET /api/watering/history/{userPlantId}: the plant's waterings, newest first. */
export type WateringHistory = Watering[];

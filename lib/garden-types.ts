// JSON shapes of the garden API (docs/product.md#entities), shared by route handlers and the browser.
import type { GardenRole } from "./garden-profile";
import type { PlantCategory, SunlightLevel } from "./plant-catalogue";
import type { PlantStatus, SettablePlantStatus } from "./plant-status";
import type { WateringFrequency } from "./watering";
import type { Exposure, WateringMode } from "./water-balance";

/** Asked for when no catalogue plant was chosen (the Add Plant form and the API say the same). */
export const SELECT_PLANT_MESSAGE = "Please select a plant";

/** The garden a gardener has open, as the screens show it (the switcher, the menu, /gardens), with their role in it. */
export type OpenGarden = { id: number; name: string; role: GardenRole };

export type CataloguePlant = {
  id: number;
  slug: string;
  commonName: string;
  scientificName: string;
  category: PlantCategory;
  /** Days between waterings. */
  waterFrequency: number;
  /** Days from planting to the first harvest; null for ornamentals. */
  harvestTime: number | null;
  sunlight: SunlightLevel;
  /** Killed or set back by frost: kept indoors or planted out after the last frost. */
  frostTender: boolean;
  careDescription: string;
  imagePath: string;
  /** Rests in winter: no routine watering then (lib/dormancy.ts). */
  winterDormant: boolean;
};

export type UserPlant = {
  id: number;
  customName: string | null;
  customCommonName: string | null;
  isCustomPlant: boolean;
  customWateringFrequency: WateringFrequency | null;
  plantedDate: string;
  imageUrl: string | null;
  location: string | null;
  notes: string | null;
  /** What the gardener sees: derived from the watering schedule and the recorded status. */
  status: PlantStatus;
  /** What was set by the gardener or a diagnosis. */
  recordedStatus: SettablePlantStatus;
  /** Days between waterings; null when watered as needed. */
  wateringIntervalDays: number | null;
  /** Days until the first harvest; null without a harvest time. */
  daysUntilHarvest: number | null;
  /** Where it grows: what rain reaches it and how much water its soil holds (docs/watering.md). */
  exposure: Exposure;
  /** Learned from skips and early waterings: 1 is the catalogue's pace, 0.9 a tenth slower (docs/watering.md). */
  waterFactor: number;
  createdAt: string;
  updatedAt: string;
  plant: CataloguePlant | null;
};

/** A garden member, as a watering or a task names them; null once their account is gone. */
export type MemberRef = { id: string; name: string };

export function memberRef(id: string | null, name: string | null): MemberRef | null {
  return id && name !== null ? { id, name } : null;
}

export type Watering = { id: number; userPlantId: number; wateredAt: string; wateredBy: MemberRef | null };

export type UserPlantWithWatering = UserPlant & {
  lastWatering: { wateredAt: string; wateredBy: MemberRef | null } | null;
  daysSinceWatering: number | null;
  /** YYYY-MM-DD in the gardener's time zone, from the water balance; null when watered as needed. */
  nextWateringDate: string | null;
  daysUntilWatering: number | null;
  /** "weather": the daily water balance; "interval": a timetable (a custom frequency, indoors, or no weather to follow). */
  wateringMode: WateringMode;
  /** Why the next watering falls when it does, in plain words (docs/watering.md). */
  wateringReason: string;
};

/** One of the gardener's gardens (GET /api/gardens). */
export type GardenSummary = {
  id: number;
  name: string;
  role: GardenRole;
  memberCount: number;
  active: boolean;
};

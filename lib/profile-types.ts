import type { ExperienceLevel, GardenType } from "./garden-profile";
import type { PlanId } from "./plans";

/** GET/PATCH /api/user answer `{ user: UserProfile }`. */
export type UserProfile = {
  id: string;
  email: string;
  name: string;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  climateZone: string | null;
  gardenType: GardenType | null;
  /** Frost dates typed in Settings ("MM-DD"); null: the place's history decides. */
  lastSpringFrost: string | null;
  firstAutumnFrost: string | null;
  experienceLevel: ExperienceLevel | null;
  timezone: string;
  plan: PlanId;
};

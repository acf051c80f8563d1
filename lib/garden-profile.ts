export const GARDEN_TYPES = ["indoor", "outdoor", "balcony", "greenhouse", "community", "mixed"] as const;
export const EXPERIENCE_LEVELS = ["beginner", "intermediate", "advanced", "expert"] as const;

export type GardenType = (typeof GARDEN_TYPES)[number];
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

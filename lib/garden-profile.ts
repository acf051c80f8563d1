export const GARDEN_TYPES = ["indoor", "outdoor", "balcony", "greenhouse", "community", "mixed"] as const;
export const EXPERIENCE_LEVELS = ["beginner", "intermediate", "advanced", "expert"] as const;

export type GardenType = (typeof GARDEN_TYPES)[number];
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

/** A gardener's part in a garden: the owner invites, removes members and deletes it. */
export const GARDEN_ROLES = ["owner", "member"] as const;
export type GardenRole = (typeof GARDEN_ROLES)[number];

// The catalogue's value sets (docs/product.md#entities 'Plant'), shared by the database schema, the API and the UI.

export const PLANT_CATEGORIES = ["vegetable", "herb", "fruit", "flower", "houseplant", "succulent"] as const;
export type PlantCategory = (typeof PLANT_CATEGORIES)[number];

export const SUNLIGHT_LEVELS = ["full_sun", "partial_sun", "partial_shade", "shade"] as const;
export type SunlightLevel = (typeof SUNLIGHT_LEVELS)[number];

export const SUNLIGHT_LABELS: Record<SunlightLevel, string> = {
  full_sun: "Full sun",
  partial_sun: "Partial sun",
  partial_shade: "Partial shade",
  shade: "Shade",
};

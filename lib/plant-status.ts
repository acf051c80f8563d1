/** Stored states: needs_attention is also derived from the watering schedule. */
export const PLANT_STATUSES = ["healthy", "needs_attention", "sick", "blooming"] as const;
export type PlantStatus = (typeof PLANT_STATUSES)[number];

/** What the gardener may set by hand; 'Needs Water' comes from the schedule, 'Monitor' also from a diagnosis. */
export const SETTABLE_PLANT_STATUSES = ["healthy", "blooming", "sick"] as const;
export type SettablePlantStatus = (typeof SETTABLE_PLANT_STATUSES)[number];

const LABELS: Record<PlantStatus, string> = {
  healthy: "Healthy",
  needs_attention: "Needs Water",
  sick: "Monitor",
  blooming: "Blooming",
};

/** docs/product.md#states labels; anything else is 'Unknown'. */
export function plantStatusLabel(status: string | null | undefined): string {
  return status && status in LABELS ? LABELS[status as PlantStatus] : "Unknown";
}

/**
 * The status a gardener sees: a problem found by a diagnosis comes first, then a due watering,
 * then blooming as the gardener set it, else healthy.
 */
export function effectivePlantStatus(stored: PlantStatus, wateringDue: boolean): PlantStatus {
  if (stored === "sick") return "sick";
  if (wateringDue) return "needs_attention";
  if (stored === "blooming") return "blooming";
  return "healthy";
}

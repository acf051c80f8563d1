/**
 * USDA hardiness half-zones 1a..11b. Each covers 5 °F of average annual
 * extreme minimum temperature, from -60 °F (1a) to 50 °F (11b).
 */
export type ClimateZone = {
  value: string;
  minF: number;
  maxF: number;
  label: string;
};

export const CLIMATE_ZONES: readonly ClimateZone[] = Array.from({ length: 22 }, (_, index) => {
  const zone = Math.floor(index / 2) + 1;
  const half = index % 2 === 0 ? "a" : "b";
  const minF = -60 + index * 5;
  const maxF = minF + 5;
  return { value: `${zone}${half}`, minF, maxF, label: `Zone ${zone}${half} (${minF}°F to ${maxF}°F)` };
});

export const CLIMATE_ZONE_VALUES = CLIMATE_ZONES.map((zone) => zone.value) as [string, ...string[]];

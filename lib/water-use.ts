// How much water a plant uses in a day, as a share of the reference evapotranspiration (ET0): its
// coefficient. In the daily water balance (lib/water-balance.ts, docs/watering.md) a plant uses
// Kc × ET0 mm a day. Each catalogue plant (server/db/plant-catalogue.json, `waterUse`) keeps its
// coefficient and the published figure it comes from, its basis: a row of FAO-56 Table 12 for the
// edibles, a WUCOLS IV water-use category for ornamentals and for the Mediterranean perennials the
// table has no row for. Where the source does not list the plant itself, the entry says why it
// stands in (`judged`). lib/water-use.test.ts holds the catalogue to these tables. Pure.

/**
 * Kc mid (the mid-season single crop coefficient) of the FAO-56 Table 12 rows the catalogue uses.
 * Allen, R.G., Pereira, L.S., Raes, D. & Smith, M. (1998), "Crop evapotranspiration: guidelines for
 * computing crop water requirements", FAO Irrigation and Drainage Paper No. 56, Rome: chapter 6,
 * Table 12 "Single (time-averaged) crop coefficients, Kc, and mean maximum plant heights for non
 * stressed, well-managed crops in subhumid climates (RHmin ≈ 45%, u2 ≈ 2 m/s) for use with the FAO
 * Penman-Monteith ETo" (pp. 110–114; http://www.fao.org/docrep/X0490E/x0490e0b.htm). Kc mid is the
 * value for the crop at full cover in mid-season, one figure for an established plant. Each key is
 * commented with its row as the table names it.
 */
export const FAO56_KC_MID = {
  /** "a. Small Vegetables" (the group's value) */
  small_vegetables: 1.05,
  /** "Broccoli" */
  broccoli: 1.05,
  /** "Cabbage" */
  cabbage: 1.05,
  /** "Carrots" */
  carrots: 1.05,
  /** "Celery" */
  celery: 1.05,
  /** "Garlic" */
  garlic: 1,
  /** "Lettuce" */
  lettuce: 1,
  /** "Onions, dry" */
  onions_dry: 1.05,
  /** "Onions, green" */
  onions_green: 1,
  /** "Spinach" */
  spinach: 1,
  /** "Radish" */
  radish: 0.9,
  /** "Egg Plant" */
  egg_plant: 1.05,
  /** "Sweet Peppers (bell)" */
  sweet_peppers_bell: 1.05,
  /** "Tomato" */
  tomato: 1.15,
  /** "Cantaloupe" */
  cantaloupe: 0.85,
  /** "Cucumber, Fresh Market" */
  cucumber_fresh_market: 1,
  /** "Pumpkin, Winter Squash" */
  pumpkin_winter_squash: 1,
  /** "Squash, Zucchini" */
  squash_zucchini: 0.95,
  /** "Watermelon" */
  watermelon: 1,
  /** "Beets, table" */
  beets_table: 1.05,
  /** "Potato" */
  potato: 1.15,
  /** "Beans, green" */
  beans_green: 1.05,
  /** "Peas, Fresh" */
  peas_fresh: 1.15,
  /** "Mint" */
  mint: 1.15,
  /** "Strawberries" */
  strawberries: 0.85,
  /** "Maize, Sweet (sweet corn)" */
  maize_sweet: 1.15,
  /** "Berries (bushes)" */
  berries_bushes: 1.05,
  /** "Grapes, Table or Raisin" (wine grapes: 0.70) */
  grapes_table_raisin: 0.85,
  /** "Apples, Cherries, Pears: no ground cover" (0.95 both with killing frost and with none; with active ground cover 1.20) */
  apples_cherries_pears_no_ground_cover: 0.95,
  /** "Citrus, no ground cover, 70% canopy" (a mature tree; 50% canopy 0.60, 20% canopy 0.45) */
  citrus_no_ground_cover_70_canopy: 0.65,
} as const satisfies Record<string, number>;

/**
 * WUCOLS IV (Costello et al., "Water Use Classification of Landscape Species", University of
 * California Cooperative Extension and California Department of Water Resources, 2014;
 * https://ucanr.edu/sites/WUCOLS/): a landscape plant's irrigation need as a share of ET0, by
 * category: High 70–90%, Moderate 40–60%, Low 10–30%, Very Low under 10%. The factor is the middle
 * of the category (Very Low: its bound). WUCOLS rates each plant in six California regions; the
 * catalogue takes region 1's (North-Central Coastal, the coolest summers and so the nearest to most
 * temperate gardens) or, where region 1 does not rate the plant, the first region that does.
 */
export const WUCOLS_FACTORS = { H: 0.8, M: 0.5, L: 0.2, VL: 0.1 } as const satisfies Record<string, number>;

type Fao56Row = keyof typeof FAO56_KC_MID;
type WucolsCategory = keyof typeof WUCOLS_FACTORS;

/** Where a coefficient comes from: "fao56:<row>" (Table 12, Kc mid) or "wucols:<H|M|L|VL>". */
export type WaterUseBasis = `fao56:${Fao56Row}` | `wucols:${WucolsCategory}`;

/** The published coefficient a basis names, or null when it names no row or category of the tables. */
export function coefficientFor(basis: string): number | null {
  const [source, key, ...rest] = basis.split(":");
  if (key === undefined || rest.length > 0) return null;
  const table: Readonly<Record<string, number>> | null = source === "fao56" ? FAO56_KC_MID : source === "wucols" ? WUCOLS_FACTORS : null;
  if (!table || !Object.hasOwn(table, key)) return null;
  return table[key] ?? null;
}

/** Whether a string is a basis the tables resolve. */
export function isWaterUseBasis(basis: string): basis is WaterUseBasis {
  return coefficientFor(basis) !== null;
}

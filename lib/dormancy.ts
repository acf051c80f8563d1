// Winter dormancy: which months a plant rests in, and what that does to its waterings and harvest.
//
// The catalogue marks the plants that rest in winter (`winterDormant`: deciduous fruit, shrubs and
// canes, herbaceous perennials that die back, and the Mediterranean shrubs that stop growing). The
// rest months are those outside the growing season (lib/tasks.ts: October to February north of
// the equator, April to August south of it), and only where there is a winter: outside the tropics,
// and only once the garden's place (its latitude) is known. Sources (see README, "Care Schedule"):
// RHS "Watering" (https://www.rhs.org.uk/garden-jobs/watering): watering is "mainly May-September",
// and an established shrub "might only need a drink in extreme drought"; RHS "Strawberries"
// (https://www.rhs.org.uk/fruit/strawberries/grow-your-own): planted in late summer, autumn or
// spring, they fruit in summer.
import { addDays, daysBetween } from "./dates";
import { growingSeasonEndDate, isGrowingSeason, nextGrowingSeasonDate } from "./growing-season";

/** The tropics have no winter to rest in: the Tropic of Cancer and Capricorn, in degrees of latitude. */
export const TROPICS_LATITUDE = 23.44;

/** A harvest time of a year or more already counts the winters (fruit trees, canes, vines). */
const WHOLE_YEARS_HARVEST_DAYS = 365;

/** What decides whether a plant rests: its catalogue entry and the garden's latitude. */
export type RestingSeason = { winterDormant: boolean; latitude: number | null };

/** Whether the plant rests on this date (YYYY-MM-DD): a winter-dormant plant, outside the growing season, where there is a winter. */
export function isDormant(isoDate: string, season: RestingSeason): boolean {
  return restsInWinter(season) && !isGrowingSeason(isoDate, season.latitude);
}

/** A winter-dormant plant in a garden whose place is known and has a winter. */
function restsInWinter({ winterDormant, latitude }: RestingSeason): boolean {
  return winterDormant && latitude !== null && Math.abs(latitude) >= TROPICS_LATITUDE;
}

/**
 * When routine care (watering, inspecting) falls due for a plant that may rest: on its date while
 * the plant grows (overdue included); but care that falls due in the rest, or is still undone when
 * the rest begins, waits for the first day of the growing season.
 */
export function routineCareDate(due: string, today: string, season: RestingSeason): string {
  const from = due < today ? today : due;
  return isDormant(from, season) ? nextGrowingSeasonDate(from, season.latitude) : due;
}

/**
 * When a plant's first harvest comes: the catalogue's days to harvest after planting, where a
 * winter-dormant plant's rest does not count (it does not grow then). Strawberries planted in
 * November (90 days) are picked at the end of May, not in February. Harvest times of a year or more
 * (fruit trees, canes, vines) already count their winters and are kept as they are.
 */
export function harvestDate(input: { plantedOn: string; harvestTimeDays: number } & RestingSeason): string {
  const { plantedOn, harvestTimeDays, latitude } = input;
  if (!restsInWinter(input) || harvestTimeDays >= WHOLE_YEARS_HARVEST_DAYS) return addDays(plantedOn, harvestTimeDays);
  // A season at a time, not a day at a time (every garden read computes this for each plant): a
  // rest is skipped whole, and a growing season counts all its days.
  let date = plantedOn;
  let daysLeft = harvestTimeDays;
  for (;;) {
    if (!isGrowingSeason(date, latitude)) date = nextGrowingSeasonDate(date, latitude);
    const seasonEnd = growingSeasonEndDate(date, latitude);
    const growingDays = daysBetween(date, seasonEnd);
    if (daysLeft <= growingDays) return addDays(date, daysLeft);
    daysLeft -= growingDays;
    date = seasonEnd;
  }
}

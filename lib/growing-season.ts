// The growing season, by hemisphere: when plants are fed (lib/tasks.ts) and when those that rest
// in winter wake (lib/dormancy.ts).

/** Growing season: March to September in the northern hemisphere, September to March in the southern. */
export function isGrowingSeason(isoDate: string, latitude: number | null): boolean {
  const month = Number(isoDate.slice(5, 7));
  return latitude !== null && latitude < 0 ? month >= 9 || month <= 3 : month >= 3 && month <= 9;
}

/** The date itself when it falls in the growing season, else the first day of the next season. */
export function nextGrowingSeasonDate(isoDate: string, latitude: number | null): string {
  if (isGrowingSeason(isoDate, latitude)) return isoDate;
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  const southern = latitude !== null && latitude < 0;
  const seasonStartMonth = southern ? 9 : 3;
  const startYear = month > seasonStartMonth ? year + 1 : year;
  return `${startYear}-${String(seasonStartMonth).padStart(2, "0")}-01`;
}

/**
 * The first day after the growing season that a date (in the season) falls in: October 1st in the
 * north, April 1st in the south.
 */
export function growingSeasonEndDate(isoDate: string, latitude: number | null): string {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  if (latitude === null || latitude >= 0) return `${year}-10-01`;
  return `${month <= 3 ? year : year + 1}-04-01`;
}

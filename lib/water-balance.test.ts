import { describe, expect, it } from "vitest";
import { addDays, gardenCalendar } from "./dates";
import {
  balanceDays,
  capacityMm,
  dayInWords,
  defaultExposure,
  formatWateringReason,
  type WateringReason,
  isEarlyWatering,
  learnFactor,
  planWatering,
  wateringDays,
  WATER_FACTOR_MAX,
  WATER_FACTOR_MIN,
  type MonthlyNormals,
  type NearDay,
  type PlaceWater,
  type PlantWaterInput,
  type WaterWeatherDay,
} from "./water-balance";
import type { FormatOptions } from "./format";
import { wordsIn } from "@/lib/i18n/words";

const englishReasons = await wordsIn("en", "WateringReasons");
/** A reason in English (the product's words, docs/watering.md), metric unless told. */
const reasonOf = (reason: WateringReason, today: string, format: FormatOptions = {}) => formatWateringReason(reason, today, englishReasons, format);

// A temperate place: its sunniest month (July) averages 5 mm of ET0 a day; 1 mm of rain a day all year.
const NORMALS: MonthlyNormals = {
  et0Mm: [0.5, 1, 1.8, 2.8, 3.8, 4.6, 5, 4.2, 3, 1.6, 0.7, 0.4],
  rainMm: Array(12).fill(1),
};

/** `count` days of weather from `start`, each with this ET0 and rain unless `override` says otherwise. */
function weather(start: string, count: number, et0: number, rain = 0, override: Record<number, Partial<WaterWeatherDay>> = {}): WaterWeatherDay[] {
  return Array.from({ length: count }, (_, index) => ({ date: addDays(start, index), et0Mm: et0, rainMm: rain, ...override[index] }));
}

function place(days: WaterWeatherDay[], firstForecastDay: string, gauge: Record<string, number> = {}): Extract<PlaceWater, { known: true }> {
  return { known: true, days, normals: NORMALS, firstForecastDay, gauge: new Map(Object.entries(gauge)) };
}

const SUMMER = { winterDormant: false, latitude: 51.45 };

function tomato(overrides: Partial<PlantWaterInput> = {}): PlantWaterInput {
  return {
    exposure: "ground",
    customIntervalDays: null,
    asNeeded: false,
    usualIntervalDays: 4,
    coefficient: 1,
    factor: 1,
    plantedOn: "2026-06-01",
    wateredOn: ["2026-07-06"],
    checkedOn: null,
    snoozedUntil: null,
    season: SUMMER,
    ...overrides,
  };
}

const WATERED = "2026-07-06"; // a Monday
const TODAY = "2026-07-07";

describe("the water balance (docs/watering.md)", () => {
  it("keeps the usual interval in the place's typical summer weather", () => {
    const plan = planWatering(tomato(), place(weather("2026-06-20", 40, 5), TODAY), TODAY);
    expect(plan).toMatchObject({ mode: "weather", nextDue: addDays(WATERED, 4), capacityMm: 20, deficitMm: 5 });
    expect(plan.reason).toMatchObject({ kind: "pace", pace: "usual" });
    expect(reasonOf(plan.reason, TODAY)).toBe("Due Friday: a typical week's weather");
  });

  it("halves the interval in a week at twice the typical ET0", () => {
    const plan = planWatering(tomato(), place(weather("2026-06-20", 40, 10), TODAY), TODAY);
    expect(plan.nextDue).toBe(addDays(WATERED, 2));
    expect(plan.reason).toMatchObject({ kind: "pace", pace: "faster", usedMm: 10 });
    expect(reasonOf(plan.reason, TODAY)).toBe("Due Tomorrow, sooner than usual: the heat used 10 mm yesterday");
  });

  it("says why when it is due: 'the heat used 11 mm since Tuesday and no rain fell'", () => {
    const today = "2026-07-09"; // Thursday; watered Tuesday
    const days = weather("2026-06-20", 40, 7.5, 0, {}).map((day) => day);
    const plan = planWatering(tomato({ wateredOn: ["2026-07-07"], usualIntervalDays: 2 }), place(days, today), today);
    expect(plan.nextDue).toBe("2026-07-09");
    expect(plan.reason).toEqual({ kind: "due", usedMm: 15, since: "2026-07-07", rainMm: 0, hot: true });
    // A day later it is overdue, and says what it has used by now.
    const overdue = planWatering(tomato({ wateredOn: ["2026-07-07"], usualIntervalDays: 2 }), place(days, "2026-07-10"), "2026-07-10");
    expect(overdue).toMatchObject({ nextDue: "2026-07-09", deficitMm: 22.5, reason: { kind: "due", usedMm: 22.5 } });
    expect(reasonOf({ kind: "due", usedMm: 11, since: "2026-07-07", rainMm: 0, hot: true }, today)).toBe(
      "Water today: the heat used 11 mm since Tuesday and no rain fell",
    );
    expect(reasonOf({ kind: "due", usedMm: 11, since: "2026-07-07", rainMm: 0, hot: true }, today, { units: "imperial" })).toBe(
      "Water today: the heat used 0.4 in since Tuesday and no rain fell",
    );
  });

  it("says it in the gardener's language, their days and units (locales/<code>/server.json)", async () => {
    const today = "2026-07-09"; // Thursday
    const german = await wordsIn("de", "WateringReasons");
    const due = { kind: "due", usedMm: 11, since: "2026-07-07", rainMm: 0, hot: true } as const;
    expect(formatWateringReason(due, today, german, { locale: "de-DE" })).toBe("Heute gießen: Bei der Hitze hat die Pflanze seit Dienstag 11 mm verbraucht, und es hat nicht geregnet");
    expect(formatWateringReason({ ...due, since: "2026-07-08" }, today, german, { locale: "de-DE", units: "imperial" })).toBe(
      "Heute gießen: Bei der Hitze hat die Pflanze gestern 0,4 in verbraucht, und es hat nicht geregnet",
    );
    const spanish = await wordsIn("es", "WateringReasons");
    expect(formatWateringReason({ kind: "fixed", intervalDays: 1 }, today, spanish)).not.toMatch(/every/);
    const french = await wordsIn("fr", "WateringReasons");
    expect(formatWateringReason({ kind: "rained", until: "2026-07-11", rainMm: 14, rainOn: "2026-07-08" }, today, french, { locale: "fr-FR" })).toMatch(/samedi.*14 mm|14 mm.*samedi/);
  });

  it("pushes the watering back after 20 mm of rain the day after watering, and names the rain", () => {
    const today = "2026-07-08";
    const days = weather("2026-06-20", 40, 5, 0, { 17: { rainMm: 20 } }); // 2026-07-07
    const plan = planWatering(tomato(), place(days, today), today);
    expect(plan.nextDue).toBe(addDays(WATERED, 5));
    expect(plan.reason).toEqual({ kind: "rained", until: addDays(WATERED, 5), rainMm: 20, rainOn: "2026-07-07" });
    expect(reasonOf(plan.reason, today)).toBe("Can wait until Saturday: 20 mm of rain yesterday");
    expect(reasonOf({ kind: "rained", until: "2026-07-10", rainMm: 14, rainOn: "2026-07-06" }, "2026-07-08")).toBe(
      "Can wait until Friday: 14 mm of rain on Monday",
    );
  });

  it("does not count a shower under 2 mm", () => {
    const plan = planWatering(tomato(), place(weather("2026-06-20", 40, 5, 1.9), TODAY), TODAY);
    expect(plan.nextDue).toBe(addDays(WATERED, 4));
  });

  it("dries a pot faster than a bed, and a pot catches half the rain", () => {
    const dry = place(weather("2026-06-20", 40, 5), TODAY);
    expect(planWatering(tomato({ exposure: "container" }), dry, TODAY).nextDue).toBe(addDays(WATERED, 2));
    expect(planWatering(tomato({ exposure: "raised-bed" }), dry, TODAY).nextDue).toBe(addDays(WATERED, 4)); // 16 mm: 4 days of 5
    expect(capacityMm(tomato({ exposure: "container" }), NORMALS)).toBe(10);
    const showers = place(weather("2026-06-20", 40, 5, 0, { 17: { rainMm: 8 } }), TODAY);
    // 4 mm of the 8 reach the pot: a day later than dry, where a bed would have caught all 8.
    expect(planWatering(tomato({ exposure: "container" }), showers, TODAY).nextDue).toBe(addDays(WATERED, 3));
  });

  it("lets a greenhouse ignore the rain", () => {
    const wet = place(weather("2026-06-20", 120, 5, 14), TODAY);
    expect(planWatering(tomato({ exposure: "greenhouse" }), wet, TODAY).nextDue).toBe(addDays(WATERED, 4));
    const outside = planWatering(tomato({ exposure: "ground" }), wet, TODAY);
    expect(outside.nextDue).toBeNull();
    expect(reasonOf(outside.reason, TODAY)).toBe("Rain is keeping it watered: nothing due in the next 90 days");
  });

  it("waits before rain: due tomorrow, with enough rain forecast the day after", () => {
    const today = "2026-07-09";
    // Due on the 10th (4 days of 5 mm); 25 mm forecast on the 11th.
    const days = weather("2026-06-20", 40, 5, 0, { 21: { rainMm: 25 } });
    const plan = planWatering(tomato(), place(days, today), today);
    expect(plan.nextDue).toBe("2026-07-15");
    expect(plan.reason).toEqual({ kind: "rain-ahead", until: "2026-07-15", rainMm: 25, rainOn: "2026-07-11" });
    expect(reasonOf(plan.reason, today)).toBe("Can wait until Wednesday: 25 mm of rain forecast Saturday");
  });

  it("does not wait for rain too small to cover what the plant used", () => {
    const today = "2026-07-09";
    const days = weather("2026-06-20", 40, 5, 0, { 21: { rainMm: 6 } });
    expect(planWatering(tomato(), place(days, today), today).nextDue).toBe("2026-07-10");
  });

  it("starts a new plant full on the day it was planted", () => {
    const plan = planWatering(tomato({ plantedOn: TODAY, wateredOn: [] }), place(weather("2026-06-20", 40, 5), TODAY), TODAY);
    expect(plan).toMatchObject({ nextDue: addDays(TODAY, 4), deficitMm: 0, from: TODAY });
  });

  it("fills a gap in the weather from the month's normal, marked as an estimate", () => {
    const days = weather("2026-06-20", 40, 5).filter((day) => day.date !== "2026-07-07" && day.date !== "2026-07-08");
    const plan = planWatering(tomato(), place(days, "2026-07-09"), "2026-07-09");
    // July's normal: 5 mm of ET0 and 1 mm of rain a day, so 4 mm a day on the two missing days.
    expect(plan.nextDue).toBe(addDays(WATERED, 5));
    const chart = balanceDays(tomato(), place(days, "2026-07-09"), "2026-07-06", "2026-07-09");
    expect(chart.map((day) => day.estimate)).toEqual([false, true, true, false]);
    expect(chart.map((day) => day.et0Mm)).toEqual([5, null, null, 5]);
    expect(chart.map((day) => day.deficitMm)).toEqual([0, 4, 8, 13]);
    expect(chart.map((day) => day.watered)).toEqual([true, false, false, false]);
  });

  it("counts across a leap day", () => {
    const days = weather("2028-02-20", 20, 5);
    const plan = planWatering(tomato({ wateredOn: ["2028-02-27"], plantedOn: "2028-01-01" }), place(days, "2028-02-28"), "2028-02-28");
    expect(plan.nextDue).toBe("2028-03-02"); // the 28th, 29th, 1st and 2nd
  });

  it("follows the season indoors, by hemisphere", () => {
    const indoor = (latitude: number, today: string) =>
      planWatering(tomato({ exposure: "indoor", usualIntervalDays: 7, wateredOn: [today], season: { winterDormant: false, latitude } }), { known: false, why: "no-weather" }, today);
    expect(indoor(51.45, "2026-06-10").nextDue).toBe("2026-06-17"); // northern summer
    expect(indoor(-41.29, "2026-06-10").nextDue).toBe("2026-06-24"); // southern winter: twice as long
    expect(indoor(-41.29, "2026-06-10").reason).toEqual({ kind: "indoor", intervalDays: 14, resting: true });
    expect(indoor(-41.29, "2026-06-10").mode).toBe("interval");
  });

  it("is due the same day indoors whatever the rain", () => {
    const input = tomato({ exposure: "indoor", usualIntervalDays: 7 });
    const wet = planWatering(input, place(weather("2026-06-20", 40, 2, 14), TODAY), TODAY);
    const dry = planWatering(input, place(weather("2026-06-20", 40, 9, 0), TODAY), TODAY);
    expect(wet.nextDue).toBe(dry.nextDue);
  });

  it("reads summer from the southern hemisphere's own normals", () => {
    const southern: MonthlyNormals = { et0Mm: [6, 5.5, 4.2, 2.8, 1.6, 1, 1, 1.5, 2.4, 3.6, 4.8, 5.8], rainMm: Array(12).fill(0) };
    expect(capacityMm(tomato(), southern)).toBe(24);
    const winter: PlaceWater = { known: true, days: weather("2026-06-20", 40, 1), normals: southern, firstForecastDay: TODAY, gauge: new Map() };
    const plan = planWatering(tomato({ season: { winterDormant: false, latitude: -33.9 } }), winter, TODAY);
    expect(plan.nextDue).toBe(addDays(WATERED, 24)); // 1 mm a day against a 24 mm level
    expect(plan.reason).toMatchObject({ kind: "pace", pace: "slower" });
  });

  it("reads a watering at 23:30 as that evening's in the gardener's zone, not the next day's UTC", () => {
    const calendar = gardenCalendar("Pacific/Auckland", new Date("2026-07-06T20:00:00Z"));
    expect(wateringDays([new Date("2026-07-06T11:30:00Z"), new Date("2026-07-06T12:30:00Z")], calendar)).toEqual(["2026-07-06", "2026-07-07"]);
    expect(calendar.today).toBe("2026-07-07");
  });

  it("lets the gardener's rain gauge replace the source's rain for that day", () => {
    const days = weather("2026-06-20", 40, 5);
    expect(planWatering(tomato(), place(days, TODAY, { "2026-07-07": 20 }), "2026-07-08").nextDue).toBe(addDays(WATERED, 5));
    const wet = weather("2026-06-20", 40, 5, 0, { 17: { rainMm: 20 } });
    expect(planWatering(tomato(), place(wet, TODAY, { "2026-07-07": 0 }), "2026-07-08").nextDue).toBe(addDays(WATERED, 4));
  });

  it("charts a new plant from the day it was planted, full that evening", () => {
    const chart = balanceDays(tomato({ plantedOn: "2026-07-06", wateredOn: [] }), place(weather("2026-06-20", 40, 5), "2026-07-09"), "2026-07-06", "2026-07-08");
    expect(chart.map((day) => [day.deficitMm, day.watered])).toEqual([
      [0, false],
      [5, false],
      [10, false],
    ]);
  });

  it("counts a gauge reading for today as rain that fell, not rain forecast", () => {
    const today = "2026-07-09";
    // Due today (the 10th would be a day late); the gardener's gauge caught 12 mm this morning.
    const plan = planWatering(tomato({ wateredOn: ["2026-07-06"], usualIntervalDays: 3 }), place(weather("2026-06-20", 40, 5), today, { [today]: 12 }), today);
    expect(plan.reason).toMatchObject({ kind: "rained", rainMm: 12, rainOn: today });
    expect(reasonOf(plan.reason, today)).toMatch(/: 12 mm of rain today$/);
    expect(balanceDays(tomato(), place(weather("2026-06-20", 40, 5), today, { [today]: 12 }), today, today)[0]).toMatchObject({ forecast: false, rainMm: 12 });
  });

  it("keeps a custom frequency as a fixed timetable, whatever the weather", () => {
    const plan = planWatering(tomato({ customIntervalDays: 7 }), place(weather("2026-06-20", 40, 10), TODAY), TODAY);
    expect(plan).toMatchObject({ mode: "interval", nextDue: addDays(WATERED, 7), reason: { kind: "fixed", intervalDays: 7 } });
    expect(reasonOf(plan.reason, TODAY)).toBe("Your own timetable: every 7 days");
    expect(plan.expected.map((item) => item.date)).toEqual([addDays(WATERED, 7), addDays(WATERED, 14), addDays(WATERED, 21), addDays(WATERED, 28)]);
  });

  it("keeps the usual interval and says why without weather", () => {
    const plan = planWatering(tomato(), { known: false, why: "no-location" }, TODAY);
    expect(plan).toMatchObject({ mode: "interval", nextDue: addDays(WATERED, 4) });
    expect(reasonOf(plan.reason, TODAY)).toBe("Not adjusting to the weather (add your garden's location in Settings): every 4 days");
  });

  it("has no schedule as needed", () => {
    expect(planWatering(tomato({ asNeeded: true }), { known: false, why: "no-location" }, TODAY)).toMatchObject({ nextDue: null, expected: [] });
  });

  it("holds a snoozed watering until the snooze ends", () => {
    const plan = planWatering(tomato({ snoozedUntil: "2026-07-12" }), place(weather("2026-06-20", 40, 5), TODAY), TODAY);
    expect(plan.nextDue).toBe("2026-07-12");
    expect(reasonOf(plan.reason, TODAY)).toBe("Snoozed until Sunday");
  });

  it("counts a skip as the soil still half full", () => {
    // Due on the 10th; skipped then: the level is half used, so two more days of 5 mm.
    const plan = planWatering(tomato({ checkedOn: "2026-07-10" }), place(weather("2026-06-20", 40, 5), "2026-07-10"), "2026-07-10");
    expect(plan.nextDue).toBe("2026-07-12");
  });

  it("learns from skips and early waterings, within bounds", () => {
    expect(learnFactor(1, "less")).toBe(0.9);
    expect(learnFactor(1, "more")).toBe(1.1);
    let factor = 1;
    for (let i = 0; i < 20; i += 1) factor = learnFactor(factor, "less");
    expect(factor).toBe(WATER_FACTOR_MIN);
    for (let i = 0; i < 20; i += 1) factor = learnFactor(factor, "more");
    expect(factor).toBe(WATER_FACTOR_MAX);
    const plan = planWatering(tomato({ factor: 0.8 }), place(weather("2026-06-20", 40, 5), TODAY), TODAY);
    expect(plan.nextDue).toBe(addDays(WATERED, 5)); // 4 mm a day against 20
  });

  it("calls a watering early at half the usual interval or more before its day, where the weather decides", () => {
    const plan = { mode: "weather" as const, nextDue: "2026-07-10", usualIntervalDays: 4 };
    expect(isEarlyWatering(plan, "2026-07-08")).toBe(true); // 2 days early of 4
    expect(isEarlyWatering(plan, "2026-07-09")).toBe(false);
    expect(isEarlyWatering({ ...plan, usualIntervalDays: 2 }, "2026-07-09")).toBe(false); // at least 2 days
    expect(isEarlyWatering({ ...plan, mode: "interval" }, "2026-07-06")).toBe(false);
    expect(isEarlyWatering({ ...plan, nextDue: null }, "2026-07-06")).toBe(false);
  });

  it("rests a winter-dormant plant, dry winter or wet", () => {
    const resting = tomato({ season: { winterDormant: true, latitude: 51.45 }, wateredOn: ["2026-11-20"], plantedOn: "2026-04-01" });
    const dry: PlaceWater = { ...place(weather("2026-11-01", 40, 3), "2026-11-26"), normals: { ...NORMALS, rainMm: Array(12).fill(0) } };
    for (const where of [dry, place(weather("2026-11-01", 40, 0.7, 10), "2026-11-26")]) {
      const plan = planWatering(resting, where, "2026-11-26");
      expect(plan.reason).toEqual({ kind: "resting", until: "2027-03-01" });
      expect(plan.nextDue).toBe("2027-03-01");
    }
  });

  it("expects every watering of the next four weeks, beyond the forecast as estimates", () => {
    const days = weather("2026-06-20", 24, 5); // to 2026-07-13: the forecast ends there
    const plan = planWatering(tomato(), place(days, TODAY), TODAY);
    // Past the forecast, July's normals: 5 mm of ET0 less 1 mm of rain a day, so every 5 days.
    expect(plan.expected.map((item) => item.date)).toEqual(["2026-07-10", "2026-07-15", "2026-07-20", "2026-07-25", "2026-07-30"]);
    expect(plan.expected.map((item) => item.estimate)).toEqual([false, true, true, true, true]);
  });
});

describe("defaultExposure", () => {
  it("puts house plants and indoor gardens indoors, balconies and succulents in pots, greenhouses under cover", () => {
    expect(defaultExposure("houseplant", "outdoor")).toBe("indoor");
    expect(defaultExposure("vegetable", "indoor")).toBe("indoor");
    expect(defaultExposure("vegetable", "greenhouse")).toBe("greenhouse");
    expect(defaultExposure("vegetable", "balcony")).toBe("container");
    expect(defaultExposure("succulent", "outdoor")).toBe("container");
    expect(defaultExposure("vegetable", null)).toBe("ground");
    expect(defaultExposure(null, "mixed")).toBe("ground");
  });
});

describe("dayInWords", () => {
  it("names days near today, and dates further off", () => {
    expect(dayInWords("2026-07-07", TODAY)).toBe("today");
    expect(dayInWords("2026-07-08", TODAY)).toBe("tomorrow");
    expect(dayInWords("2026-07-06", TODAY)).toBe("yesterday");
    expect(dayInWords("2026-07-10", TODAY)).toBe("Friday");
    expect(dayInWords("2026-07-20", TODAY)).toBe("Jul 20");
  });

  it("says them in a screen's words and language", () => {
    const say = (day: NearDay) => ({ today: "heute", tomorrow: "morgen", yesterday: "gestern" })[day];
    expect(dayInWords("2026-07-08", TODAY, { say, format: { locale: "de" } })).toBe("morgen");
    expect(dayInWords("2026-07-10", TODAY, { say, format: { locale: "de" } })).toBe("Freitag");
    expect(dayInWords("2026-07-20", TODAY, { say, format: { locale: "de" } })).toBe("20. Juli");
  });
});

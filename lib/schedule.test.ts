import { describe, expect, it } from "vitest";
import { arrangeSchedule, formatScheduleWeek, isScheduleEmpty, SCHEDULE_DAYS, scheduleEnd, scheduleHref } from "./schedule";
import { SCHEDULE_HORIZON_DAYS } from "./tasks";
import { scheduleFilterSchema } from "./validations/schedule";

const today = "2026-11-24";
const task = (id: number, dueDate: string) => ({ id, dueDate });

describe("the schedule's window", () => {
  it("is four weeks: today and the 27 days after it, all of them planned by the care plan", () => {
    expect(SCHEDULE_DAYS).toBe(28);
    expect(scheduleEnd(today)).toBe("2026-12-21");
    expect(SCHEDULE_HORIZON_DAYS).toBeGreaterThanOrEqual(SCHEDULE_DAYS - 1);
  });
});

describe("arrangeSchedule", () => {
  it("puts overdue tasks first, in their order, and the rest on their days", () => {
    const schedule = arrangeSchedule(
      [task(1, "2026-11-20"), task(2, "2026-11-23"), task(3, "2026-11-24"), task(4, "2026-11-24"), task(5, "2026-12-21"), task(6, "2026-12-22")],
      today,
    );
    expect(schedule.overdue.map((item) => item.id)).toEqual([1, 2]);
    expect(schedule.weeks[0]!.days[0]).toEqual({ date: today, tasks: [task(3, today), task(4, today)] });
    expect(schedule.weeks[3]!.days[6]).toEqual({ date: "2026-12-21", tasks: [task(5, "2026-12-21")] });
    // After the last day: not shown.
    const shown = schedule.weeks.flatMap((week) => week.days.flatMap((day) => day.tasks.map((item) => item.id)));
    expect(shown).toEqual([3, 4, 5]);
  });

  it("has four weeks of seven days from today, empty days included", () => {
    const { weeks } = arrangeSchedule([], today);
    expect(weeks.map((week) => [week.start, week.end])).toEqual([
      ["2026-11-24", "2026-11-30"],
      ["2026-12-01", "2026-12-07"],
      ["2026-12-08", "2026-12-14"],
      ["2026-12-15", "2026-12-21"],
    ]);
    expect(weeks.every((week) => week.days.length === 7)).toBe(true);
    expect(weeks[1]!.days.map((day) => day.date)).toEqual([
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-06",
      "2026-12-07",
    ]);
  });

  it("crosses a year's end", () => {
    const { weeks } = arrangeSchedule([task(1, "2027-01-02")], "2026-12-20");
    expect(weeks[1]!.days[6]).toEqual({ date: "2027-01-02", tasks: [task(1, "2027-01-02")] });
  });

  it("is empty with neither overdue nor planned tasks", () => {
    expect(isScheduleEmpty(arrangeSchedule([], today))).toBe(true);
    expect(isScheduleEmpty(arrangeSchedule([task(1, "2026-12-22")], today))).toBe(true);
    expect(isScheduleEmpty(arrangeSchedule([task(1, "2026-01-01")], today))).toBe(false);
    expect(isScheduleEmpty(arrangeSchedule([task(1, "2026-12-01")], today))).toBe(false);
  });
});

describe("formatScheduleWeek", () => {
  it("names a week by its first and last days", () => {
    expect(formatScheduleWeek({ start: "2026-11-24", end: "2026-11-30" }, "en-US")).toBe("Nov 24 – Nov 30");
    expect(formatScheduleWeek({ start: "2026-12-29", end: "2027-01-04" }, "en-US")).toBe("Dec 29 – Jan 4");
  });
});

describe("scheduleHref", () => {
  it("puts the chosen filters in the address", () => {
    expect(scheduleHref({})).toBe("/schedule");
    expect(scheduleHref({ type: "water" })).toBe("/schedule?type=water");
    expect(scheduleHref({ plant: 12 })).toBe("/schedule?plant=12");
    expect(scheduleHref({ type: "transplant", plant: 12 })).toBe("/schedule?type=transplant&plant=12");
  });
});

describe("scheduleFilterSchema (/schedule?type=&plant=)", () => {
  it("keeps a known task type and a plant id, and leaves out anything else", () => {
    expect(scheduleFilterSchema.parse({ type: "sow", plant: "12" })).toEqual({ type: "sow", plant: 12 });
    expect(scheduleFilterSchema.parse({})).toEqual({});
    expect(scheduleFilterSchema.parse({ type: "weed", plant: "twelve" })).toEqual({ type: undefined, plant: undefined });
    expect(scheduleFilterSchema.parse({ type: ["water", "prune"], plant: "0" })).toEqual({ type: undefined, plant: undefined });
  });
});

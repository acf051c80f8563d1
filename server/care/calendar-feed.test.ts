import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { Task } from "@/lib/task-types";
import { buildCalendarFeed, calendarWordsIn, escapeText, foldLine } from "./calendar-feed";

const english = await calendarWordsIn("en");

const task = (overrides: Partial<Task> = {}): Task => ({
  id: 1,
  title: "Water Big Red",
  completed: false,
  completedAt: null,
  completedBy: null,
  assignedTo: null,
  wateringReason: null,
  repeatEveryDays: null,
  dueDate: "2026-11-23",
  priority: "high",
  taskType: "water",
  estimatedMinutes: 5,
  origin: "schedule",
  userPlantId: 4,
  userPlant: { id: 4, name: "Big Red" },
  createdAt: "2026-11-21T10:00:00.000Z",
  ...overrides,
});

describe("iCalendar text", () => {
  it("escapes backslashes, semicolons, commas and newlines", () => {
    expect(escapeText("a\\b;c,d\ne")).toBe("a\\\\b\\;c\\,d\\ne");
  });

  it("folds long lines at 75 octets without splitting characters", () => {
    const folded = foldLine(`SUMMARY:${"🌱".repeat(40)}`);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(" "))).toBe(true);
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join("")).toBe(`SUMMARY:${"🌱".repeat(40)}`);
  });
});

describe("buildCalendarFeed", () => {
  it("is valid RFC 5545 that a parser reads back into all-day events", () => {
    const feed = buildCalendarFeed(
      [task(), task({ id: 2, title: "Prune roses, then feed; carefully", taskType: "prune", dueDate: "2026-12-31", userPlant: null, estimatedMinutes: 90 })],
      { host: "garden.example", now: new Date("2026-11-21T10:00:00Z"), words: english },
    );
    expect(feed.endsWith("\r\n")).toBe(true);
    expect(feed.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);

    const calendar = new ICAL.Component(ICAL.parse(feed));
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toBe("-//Garden Assistant//Care tasks//EN");
    const events = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
    expect(events).toHaveLength(2);
    const [water, prune] = events;
    expect(water!.uid).toBe("task-1@garden.example");
    expect(water!.summary).toBe("Water Big Red");
    expect(water!.description).toBe("Water · High priority · 5 min · Plant: Big Red");
    expect(water!.startDate.isDate).toBe(true);
    expect(water!.startDate.toString()).toBe("2026-11-23");
    expect(water!.endDate.toString()).toBe("2026-11-24");
    expect(prune!.summary).toBe("Prune roses, then feed; carefully");
    expect(prune!.endDate.toString()).toBe("2027-01-01");
    expect(prune!.description).toBe("Prune · High priority · 1h 30m");
  });

  it("is an empty calendar when nothing is planned", () => {
    const calendar = new ICAL.Component(ICAL.parse(buildCalendarFeed([], { host: "garden.example", words: english })));
    expect(calendar.getAllSubcomponents("vevent")).toEqual([]);
  });

  it("is written in the gardener's language: the calendar's name, each task's type, priority, duration and plant", async () => {
    const feed = buildCalendarFeed([task({ estimatedMinutes: 90 })], { host: "garden.example", words: await calendarWordsIn("de") });
    const calendar = new ICAL.Component(ICAL.parse(feed));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Garden Assistant: Gartenaufgaben");
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.description).toBe("Gießen · Hohe Priorität · 1 Std. 30 Min. · Pflanze: Big Red");
    expect(calendar.getFirstSubcomponent("vevent")!.getFirstPropertyValue("categories")).toBe("Gießen");
  });
});

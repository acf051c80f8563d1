import { describe, expect, it } from "vitest";
import { TIMELINE_KINDS } from "./journal";
import { formatNames, journalTagLabel, TIMELINE_KIND_LABELS, timelineItemBy, timelineItemTitle } from "./journal-display";
import type { TimelineItem } from "./journal-types";

const base = { date: "2026-07-14", at: "2026-07-14T08:30:00.000Z", id: 7 };
const ana = { id: "u1", name: "Ana" };
const ben = { id: "u2", name: "Ben" };

describe("the timeline's words", () => {
  it("names every kind the timeline has, for its filter", () => {
    expect(Object.keys(TIMELINE_KIND_LABELS).sort()).toEqual([...TIMELINE_KINDS].sort());
  });

  it("says what each item was", () => {
    const items: [TimelineItem, string, string][] = [
      [{ ...base, kind: "watering", count: 1, by: [ana] }, "Watered", "by Ana"],
      [{ ...base, kind: "watering", count: 3, by: [ana, ben] }, "Watered 3 times", "by Ana and Ben"],
      [{ ...base, kind: "task", title: "Pinch out side shoots", taskType: "prune", by: ben }, "Done: Pinch out side shoots", "by Ben"],
      [{ ...base, kind: "harvest", quantity: 1.2, unit: "kg", notes: null, by: null }, "Harvested 1.2 kg", ""],
      [{ ...base, kind: "diagnosis", imageUrl: "/uploads/x.jpg", question: null, health: "problems", problems: ["Early blight"], advicePreview: "", source: "offline", by: ana }, "Diagnosis: Early blight", "by Ana"],
      [{ ...base, kind: "diagnosis", imageUrl: "/uploads/x.jpg", question: null, health: "healthy", problems: [], advicePreview: "", source: "offline", by: null }, "Diagnosis: looks healthy", ""],
      [{ ...base, kind: "status", status: "blooming", previousStatus: "healthy", by: ana }, "Status: Healthy → Blooming", "by Ana"],
      [{ ...base, kind: "planted" }, "Planted", ""],
    ];
    for (const [item, title, by] of items) {
      expect(timelineItemTitle(item)).toBe(title);
      expect(timelineItemBy(item)).toBe(by);
    }
  });

  it("writes names and tags as a gardener reads them", () => {
    expect(formatNames([])).toBe("");
    expect(formatNames([ana, ben, { id: "u3", name: "Cy" }])).toBe("Ana, Ben and Cy");
    expect(journalTagLabel("flowering")).toBe("Flowering");
  });
});

import { describe, expect, it } from "vitest";
import { wateringsPerDay } from "./watering-history-chart";

describe("wateringsPerDay", () => {
  it("buckets waterings by local day, oldest first, ending today", () => {
    const now = new Date(2026, 10, 21, 18, 0);
    const days = wateringsPerDay(
      [
        { id: 3, userPlantId: 1, wateredAt: new Date(2026, 10, 21, 8, 0).toISOString(), wateredBy: null },
        { id: 2, userPlantId: 1, wateredAt: new Date(2026, 10, 21, 7, 0).toISOString(), wateredBy: null },
        { id: 1, userPlantId: 1, wateredAt: new Date(2026, 10, 19, 20, 0).toISOString(), wateredBy: null },
        { id: 0, userPlantId: 1, wateredAt: new Date(2026, 9, 1, 20, 0).toISOString(), wateredBy: null },
      ],
      7,
      now,
    );
    expect(days).toHaveLength(7);
    expect(days[6]).toEqual({ date: new Date(2026, 10, 21), count: 2 });
    expect(days[4]).toEqual({ date: new Date(2026, 10, 19), count: 1 });
    expect(days[0]!.date).toEqual(new Date(2026, 10, 15));
    expect(days.reduce((sum, day) => sum + day.count, 0)).toBe(3);
  });
});

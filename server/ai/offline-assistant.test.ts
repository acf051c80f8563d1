import { describe, expect, it } from "vitest";
import type { CataloguePlant, UserPlantWithWatering } from "@/lib/garden-types";
import type { GardenerContext } from "./gardener-context";
import { OFFLINE_NOTE, offlineAnswer } from "./offline-assistant";

const tomato = { id: 1, commonName: "Tomato", scientificName: "Solanum lycopersicum", waterFrequency: 2, harvestTime: 75, sunlight: "full_sun", careDescription: "Stake early.", category: "vegetable" } as CataloguePlant;
const cherry = { ...tomato, id: 2, commonName: "Cherry Tomato", scientificName: "Solanum lycopersicum var. cerasiforme", harvestTime: 65 } as CataloguePlant;
const catalogue = [tomato, cherry];

function context(overrides: Partial<GardenerContext> = {}): GardenerContext {
  const plant = { id: 7, customName: "Big Red", customCommonName: null, plant: tomato, daysUntilWatering: 0, daysUntilHarvest: 40 } as UserPlantWithWatering;
  return {
    profile: { id: "u", email: "a@b.c", name: "Ada", location: null, latitude: null, longitude: null, place: null, locationStatus: "none", climateZone: null, gardenType: null, lastSpringFrost: null, firstAutumnFrost: null, experienceLevel: null, timezone: "UTC", units: "metric", locale: "en", plan: "free" },
    today: "2026-11-21",
    plants: [plant],
    dueTasks: [],
    weather: null,
    ...overrides,
  };
}

describe("offline assistant", () => {
  it("always says what it is", () => {
    expect(offlineAnswer("hello", context(), catalogue)).toContain(OFFLINE_NOTE);
    expect(offlineAnswer("hello", context(), catalogue)).toContain("I can help with watering");
  });

  it("says truthfully who can connect a model: the person who runs the server, not a settings page", () => {
    expect(OFFLINE_NOTE).toContain("I'm the offline assistant, not an AI model");
    expect(OFFLINE_NOTE).toContain("This server has no AI model connected; the person who runs it can connect one for open questions.");
    expect(OFFLINE_NOTE).not.toMatch(/settings/i);
  });

  it("prefers the longest plant name it finds", () => {
    const answer = offlineAnswer("When do I pick cherry tomatoes?", context(), catalogue);
    expect(answer).toContain("**Cherry Tomato**");
    expect(answer).not.toContain("**Tomato**");
  });

  it("lists the plants that need water now", () => {
    expect(offlineAnswer("Who needs watering?", context(), catalogue)).toContain("These need water now: Big Red.");
  });

  it("lists due and overdue tasks", () => {
    const dueTasks = [
      { id: 1, title: "Water Big Red", dueDate: "2026-11-19", estimatedMinutes: 5 },
      { id: 2, title: "Inspect Big Red", dueDate: "2026-11-21", estimatedMinutes: 75 },
    ] as GardenerContext["dueTasks"];
    const answer = offlineAnswer("What should I do today?", context({ dueTasks }), catalogue);
    expect(answer).toContain("You have 2 tasks due today or overdue:");
    expect(answer).toContain("- Water Big Red (5 min, overdue)");
    expect(answer).toContain("- Inspect Big Red (1h 15m)");
  });

  it("tells the gardener to set a location for the weather", () => {
    expect(offlineAnswer("Is frost coming?", context(), catalogue)).toContain("Set your location in Settings");
  });
});

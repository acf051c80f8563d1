import { describe, expect, it } from "vitest";
import type { CataloguePlant, UserPlantWithWatering } from "@/lib/garden-types";
import type { GardenerContext } from "./gardener-context";
import { askPattern, OFFLINE_NOTE, offlineAnswer, offlineWordsIn, type OfflineWords } from "./offline-assistant";

const tomato = { id: 1, slug: "tomato", commonName: "Tomato", scientificName: "Solanum lycopersicum", waterFrequency: 2, harvestTime: 75, sunlight: "full_sun", careDescription: "Stake early.", category: "vegetable" } as CataloguePlant;
const cherry = { ...tomato, id: 2, slug: "cherry-tomato", commonName: "Cherry Tomato", scientificName: "Solanum lycopersicum var. cerasiforme", harvestTime: 65 } as CataloguePlant;
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

const english = await offlineWordsIn("en");

describe("offline assistant", () => {
  it("always says what it is", () => {
    expect(offlineAnswer("hello", context(), catalogue, english)).toContain(OFFLINE_NOTE);
    expect(offlineAnswer("hello", context(), catalogue, english)).toContain("I can help with watering");
  });

  it("says truthfully who can connect a model: the person who runs the server, not a settings page", () => {
    expect(OFFLINE_NOTE).toContain("I'm the offline assistant, not an AI model");
    expect(OFFLINE_NOTE).toContain("This server has no AI model connected; the person who runs it can connect one for open questions.");
    expect(OFFLINE_NOTE).not.toMatch(/settings/i);
  });

  it("prefers the longest plant name it finds", () => {
    const answer = offlineAnswer("When do I pick cherry tomatoes?", context(), catalogue, english);
    expect(answer).toContain("**Cherry Tomato**");
    expect(answer).not.toContain("**Tomato**");
  });

  it("lists the plants that need water now", () => {
    expect(offlineAnswer("Who needs watering?", context(), catalogue, english)).toContain("These need water now: Big Red.");
  });

  it("lists due and overdue tasks", () => {
    const dueTasks = [
      { id: 1, title: "Water Big Red", dueDate: "2026-11-19", estimatedMinutes: 5 },
      { id: 2, title: "Inspect Big Red", dueDate: "2026-11-21", estimatedMinutes: 75 },
    ] as GardenerContext["dueTasks"];
    const answer = offlineAnswer("What should I do today?", context({ dueTasks }), catalogue, english);
    expect(answer).toContain("You have 2 tasks due today or overdue:");
    expect(answer).toContain("- Water Big Red (5 min, overdue)");
    expect(answer).toContain("- Inspect Big Red (1h 15m)");
  });

  it("tells the gardener to set a location for the weather", () => {
    expect(offlineAnswer("Is frost coming?", context(), catalogue, english)).toContain("Set your location in Settings");
  });

  describe("in the gardener's language", () => {
    let german: OfflineWords;
    const inGerman = (message: string, overrides: Partial<GardenerContext> = {}) =>
      offlineAnswer(message, context({ ...overrides, profile: { ...context().profile, locale: "de", ...overrides.profile } }), catalogue, german);

    it("understands the question in it, or in English, and answers in it", async () => {
      german = await offlineWordsIn("de");
      expect(inGerman("Wer muss heute gegossen werden?")).toContain("Big Red");
      expect(inGerman("Was muss ich gießen?")).not.toContain("These need water");
      expect(inGerman("Who needs watering?")).toBe(inGerman("Was muss ich gießen?"));
      expect(inGerman("hallo")).toContain("Basilikum");
      expect(inGerman("hallo")).toContain((await offlineWordsIn("de")).t("note"));
    });

    it("knows the catalogue's plants by their names in it, and writes their care in it", async () => {
      const card = inGerman("Wie pflege ich Kirschtomaten?");
      expect(card).toContain("**Kirschtomate**");
      expect(card).not.toContain("Water about every");
      expect(card).toContain("Solanum lycopersicum var. cerasiforme");
      expect(inGerman("How do I grow cherry tomatoes?")).toContain("**Kirschtomate**");
    });

    it("lists due tasks with a plural of its own", () => {
      const dueTasks = [{ id: 1, title: "Big Red gießen", dueDate: "2026-11-19", estimatedMinutes: 5 }] as GardenerContext["dueTasks"];
      const answer = inGerman("Welche Aufgaben stehen an?", { dueTasks });
      expect(answer).toContain("Big Red gießen");
      expect(answer).not.toContain("overdue");
    });

    it("writes the weather's condition and temperature in the gardener's language and units", async () => {
      const weather = {
        weather: { location: "Köln", temperature: 20, condition: "Overcast", weatherCode: 3 },
        tips: [],
      } as unknown as GardenerContext["weather"];
      const answer = inGerman("Wie wird das Wetter?", { weather, profile: { ...context().profile, locale: "de", units: "imperial" } });
      expect(answer).toContain("Köln");
      expect(answer).toContain("68°F");
      expect(answer).toContain("bedeckt");
      expect(offlineAnswer("How is the weather?", context({ weather }), catalogue, english)).toContain("In Köln it's 20°C and overcast.");
    });
  });

  it("reads a topic's words: a * is any ending, else the whole word, letters of any alphabet", () => {
    const pattern = askPattern(["gieß*, wasser, zu tun"]);
    expect(pattern.test("Muss ich GIESSEN?")).toBe(false);
    expect(pattern.test("Wann gießt man?")).toBe(true);
    expect(pattern.test("Braucht sie Wasser?")).toBe(true);
    expect(pattern.test("Ist die Wassermelone reif?")).toBe(false);
    expect(pattern.test("Was gibt es zu  tun?")).toBe(true);
    expect(pattern.test("ausgießen")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { EXAMPLES } from "../offline-proposals";
import { gardenIn, proposeIn } from "./test-garden";

// The offline assistant's examples of what to say ("Say, for example, …") are requests it
// understands, in every language: each proposes a change in the test garden.
describe.each(LOCALES)("%s: the offline assistant's examples", (locale) => {
  it.each(EXAMPLES.filter((key) => key !== "exampleRhythm"))("%s is a request it understands", async (key) => {
    const { words } = await gardenIn(locale);
    const proposal = await proposeIn(locale, words.t(key));
    expect(proposal?.changes.length, words.t(key)).toBeGreaterThan(0);
  });

  it("a harvest from a named plant, as its example says it, is that plant's", async () => {
    const { words } = await gardenIn(locale);
    const said = words.t("exampleHarvestFrom", { amount: "500 g", plant: "Big Red" });
    expect((await proposeIn(locale, said))?.changes, said).toEqual([{ toolName: "logHarvest", input: { userPlantId: 1, quantity: 500, unit: "g" } }]);
  });

  it("a reminder with the example's rhythm repeats", async () => {
    const { words } = await gardenIn(locale);
    const rhythm = words.t("exampleRhythm");
    const proposal = await proposeIn(locale, words.t("exampleTask").replace(/(?:every|alle|cada|toutes les) (?:two|zwei|dos|deux) (?:weeks|Wochen|semanas|semaines)/, rhythm));
    expect(proposal?.changes[0]?.input, rhythm).toMatchObject({ repeatEveryDays: 3 });
  });
});

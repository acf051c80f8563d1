import { describe, expect, it } from "vitest";
import type { ProposedChange } from "@/lib/validations/assistant-tools";
import { de } from "./de";
import { readRequest } from "./phrasebook";
import { proposeIn, TODAY } from "./test-garden";

describe("de phrasebook: German requests said in English", () => {
  it.each([
    // Watering done: plants, everything, a place, yesterday.
    ["Ich habe die Tomaten gestern gegossen", "watered die Tomaten yesterday"],
    ["Gestern habe ich die Tomaten gegossen", "watered die Tomaten yesterday"],
    ["ich hab die tomaten gegossen", "watered die tomaten"],
    ["Wir haben alles gegossen.", "watered everything"],
    ["Habe eben die Tomaten im Gewächshaus gegossen", "watered die Tomaten in the greenhouse"],
    ["Alles in den Töpfen gegossen", "watered everything in the pots"],
    ["Ich habe alle Pflanzen drinnen gegossen", "watered all plants indoors"],
    ["Ich hab gestern Abend die Minze gegossen", "watered die Minze last night"],
    ["Die Erdbeeren sind gegossen", "watered Die Erdbeeren"],
    ["Ich habe den Tomaten Wasser gegeben", "watered den Tomaten"],
    ["Trag ein, dass ich die Rosen gegossen habe", "watered die Rosen"],
    ["Gieß alles in Töpfen", "water everything in pots"],
    ["Gieß bitte alles im Hochbeet", "water everything in the raised bed"],
    ["GIESS DIE TOMATEN!", "water DIE TOMATEN"],
    ["Kannst du die Rosen gießen?", "water die Rosen"],
    ["Bitte die Tomaten und die Minze gießen", "water die Tomaten and die Minze"],
    // Harvests, with and without an amount.
    ["Ich habe 2 kg Zucchini geerntet", "harvested 2 kg Zucchini"],
    ["2 Kilo Zucchini gepflückt", "harvested 2 kg Zucchini"],
    ["500 g Tomaten von Big Red geerntet", "harvested 500 g Tomaten from Big Red"],
    ["Heute 3 Erdbeeren geerntet", "harvested 3 Erdbeeren"],
    ["Wir haben anderthalb Kilo Kartoffeln ausgegraben", "harvested 1.5 kg Kartoffeln"],
    ["Ich habe 1,5 kg Kartoffeln ausgegraben", "harvested 1.5 kg Kartoffeln"],
    ["Ein Pfund Tomaten von Big Red geerntet", "harvested 500 g Tomaten from Big Red"],
    ["ein Dutzend Erdbeeren gepflückt", "harvested a dozen Erdbeeren"],
    ["Einen Kürbis geerntet", "harvested one Kürbis"],
    ["Trag 300 Gramm Erdbeeren ein", "log 300 g Erdbeeren"],
    ["Erdbeeren geerntet", "harvested Erdbeeren"],
    // Tasks done.
    ["Ich habe die Rosen geschnitten", "pruned die Rosen"],
    ["Heute habe ich die Rosen zurückgeschnitten", "pruned die Rosen"],
    ["Big Red gedüngt", "fertilized Big Red"],
    ["Das Schneiden ist erledigt", "Das pruning is done"],
    ["Ich bin mit dem Düngen fertig", "dem fertilizing is done"],
    ["Das Gießen ist für heute erledigt", "Das watering is done"],
    ["Markiere 'Fertilize Tomato' als erledigt", "mark 'Fertilize Tomato' as done"],
    ["Markiere „Fertilize Tomato“ als erledigt", 'mark "Fertilize Tomato" as done'],
    ["Hak das Düngen ab", "mark das fertilizing as done"],
    ["Ich habe die Tomaten umgetopft", "transplanted die Tomaten"],
    // Snoozing.
    ["Verschiebe das Schneiden auf Samstag", "postpone das pruning to saturday"],
    ["Verschieb das Schneiden um 2 Tage", "postpone das pruning by 2 days"],
    ["Verschiebe das Düngen von Big Red auf morgen", "postpone das fertilizing from Big Red to tomorrow"],
    ["Kannst du das Schneiden bis Montag verschieben?", "postpone das pruning until monday"],
    ["Das Schneiden kann bis übermorgen warten", "postpone Das pruning until the day after tomorrow"],
    ["Schieb das Gießen des Basilikums um einen Tag nach hinten", "postpone das watering des Basilikums by a day"],
    // New tasks and reminders: kinds, days and rhythms.
    ["Erinnere mich daran, die Rosen alle zwei Wochen zu düngen", "remind me to fertilize die Rosen every two weeks"],
    ["Erinner mich alle 2 Wochen ans Düngen der Rosen", "remind me to fertilize der Rosen every 2 weeks"],
    ["Gieß das Basilikum täglich", "remind me to water das Basilikum daily"],
    ["Das Basilikum jeden zweiten Tag gießen", "remind me to water Das Basilikum every other day"],
    ["Dünge die Rosen jeden Samstag", "remind me to fertilize die Rosen every saturday"],
    ["Dünge die Tomaten wöchentlich", "remind me to fertilize die Tomaten weekly"],
    ["Erinnere mich, die Minze alle drei Tage zu gießen", "remind me to water die Minze every three days"],
    ["Nicht vergessen: morgen die Rosen schneiden", "remind me to prune die Rosen tomorrow"],
    ["Erinnere mich morgen daran, die Tomaten zu kontrollieren", "remind me to check die Tomaten tomorrow"],
    ["Erinnere mich nächste Woche, nach den Tomaten zu sehen", "remind me to check nach den Tomaten next week"],
    ["Erinnere mich am Montag, die Tomaten zu checken", "remind me to check die Tomaten on monday"],
    ["Kannst du mich in 3 Tagen daran erinnern, die Kartoffeln auszugraben?", "remind me to harvest die Kartoffeln in 3 days"],
    ["Säe nächste Woche die Karotten", "remind me to sow die Karotten next week"],
    ["Ich muss übermorgen die Tomaten ausgeizen", "remind me to prune die Tomaten the day after tomorrow"],
    ["Neue Aufgabe: Rosen düngen, alle 14 Tage", "remind me to fertilize Rosen every 2 weeks"],
    ["Gieß die Minze zweimal pro Woche", "remind me to water die Minze twice a week"],
    // Adding plants: numbers, a nickname, a place in the gardener's words.
    ["Füge 3 Tomaten hinzu", "add 3 Tomaten"],
    ["Füg zwölf Tomaten hinzu", "add twelve Tomaten"],
    ["Füge ein Basilikum namens Lulu in der Küche hinzu", "add a Basilikum called Lulu in the Küche"],
    ["Füge meinem Garten ein Basilikum hinzu", "add to my garden a Basilikum"],
    ["Ich habe zwei Erdbeeren ins Hochbeet gepflanzt", "planted two Erdbeeren into the Hochbeet"],
    ["Füge eine Rose neben der Tür hinzu", "add a Rose at neben der Tür"],
    ["Neue Pflanze: Lavendel", "new plant: Lavendel"],
  ])("reads %j", (sentence, english) => {
    expect(readRequest(sentence, de)).toBe(english);
  });

  it.each([
    "Soll ich die Tomaten gießen?",
    "Soll ich die Tomaten gießen",
    "Wann ernte ich die Tomaten?",
    "Wie oft muss ich Basilikum gießen",
    "Habe ich die Tomaten gegossen",
    "Hast du die Tomaten gegossen?",
    "Brauchen die Tomaten Wasser?",
    "Kann ich die Rosen im Herbst schneiden?",
    "Welche Pflanzen muss ich heute gießen?",
    "Die Tomaten gießen?",
    "Ich habe die Tomaten noch nicht gegossen",
    "Ich habe das Basilikum gestern gegossen und gedüngt",
    "Die Tomaten sind fertig",
    "Ich habe den Rasen gemäht",
    "Hallo",
    "Danke!",
    "Guten Morgen",
    "Erzähl mir was über Lavendel",
    "",
  ])("reads %j as no request", (sentence) => {
    expect(readRequest(sentence, de)).toBeNull();
  });

  it("reads a long sentence quickly", () => {
    readRequest("Ich habe die Tomaten gegossen", de);
    for (const long of ["1".repeat(4000), "a ".repeat(2000), `Ich habe ${"die Tomaten und ".repeat(250)}gegossen`, `${"das Schneiden ist ".repeat(220)}erledigt`]) {
      const started = performance.now();
      readRequest(long, de);
      expect(performance.now() - started).toBeLessThan(50);
    }
  });
});

describe("de phrasebook: plant names' other forms", () => {
  it.each([
    ["Tomate", "Tomaten"],
    ["Erdbeere", "Erdbeeren"],
    ["Rose", "Rosen"],
    ["Kartoffel", "Kartoffeln"],
    ["Zucchini", "Zucchinis"],
    ["Salat", "Salate"],
    ["Kürbis", "Kürbisse"],
    ["Apfelbaum", "Apfelbäume"],
    ["Grüne Bohne", "Grüne Bohnen"],
    ["Grüne Bohne", "Grünen Bohnen"],
  ])("says %j also as %j", (name, form) => {
    expect(de.formsOf(name)).toContain(form);
  });

  it("leaves names alike in the plural as they are", () => {
    expect(de.formsOf("Basilikum")).toEqual([]);
    expect(de.formsOf("Radieschen")).toEqual([]);
    expect(de.formsOf("")).toEqual([]);
  });
});

/** No sentence of the English answers: the offline assistant answers a German gardener in German. */
const ENGLISH_SENTENCE = /\b(?:I can|I couldn't|I can't|your garden|once you approve|Which|How much|Say, for example|A task)\b/;

async function changesFor(message: string): Promise<ProposedChange[]> {
  const proposal = await proposeIn("de", message);
  expect(proposal, message).not.toBeNull();
  expect(proposal!.text).not.toMatch(ENGLISH_SENTENCE);
  return proposal!.changes;
}

describe("de phrasebook: what the offline assistant proposes", () => {
  it.each([
    ["Ich habe die Tomaten gegossen", [{ toolName: "recordWatering", input: { userPlantIds: [1, 2, 3] } }]],
    ["Hab gestern alles im Gewächshaus gegossen", [{ toolName: "recordWatering", input: { userPlantIds: [1, 11] } }]],
    ["Gieß bitte alles in den Töpfen", [{ toolName: "recordWatering", input: { userPlantIds: [3, 4, 5, 6, 10] } }]],
    ["Ich habe 2 kg Zucchini geerntet", [{ toolName: "logHarvest", input: { userPlantId: 8, quantity: 2, unit: "kg" } }]],
    ["Ich habe 500 g Tomaten von Big Red gepflückt", [{ toolName: "logHarvest", input: { userPlantId: 1, quantity: 500, unit: "g" } }]],
    ["Drei Erdbeeren geerntet", [{ toolName: "logHarvest", input: { userPlantId: 9, quantity: 3, unit: "count" } }]],
    ["Ich habe die Erdbeeren gepflückt", [{ toolName: "completeTask", input: { taskId: 105 } }]],
    ["Ich habe die Rosen geschnitten", [{ toolName: "completeTask", input: { taskId: 101 } }]],
    ["Big Red gedüngt", [{ toolName: "completeTask", input: { taskId: 102 } }]],
    ["Das Schneiden ist erledigt", [{ toolName: "completeTask", input: { taskId: 101 } }]],
    ["Markiere 'Fertilize Tomato' als erledigt", [{ toolName: "completeTask", input: { taskId: 102 } }]],
    ["Verschiebe das Schneiden auf Montag", [{ toolName: "snoozeTask", input: { taskId: 101, days: 2 } }]],
    ["Verschieb das Düngen von Big Red um 2 Tage", [{ toolName: "snoozeTask", input: { taskId: 102, days: 2 } }]],
    [
      "Erinnere mich daran, die Rosen alle zwei Wochen zu düngen",
      [{ toolName: "addTask", input: { type: "fertilize", title: "Rose düngen", dueDate: TODAY, userPlantId: 7, repeatEveryDays: 14 } }],
    ],
    ["Gieß das Basilikum täglich", [{ toolName: "addTask", input: { type: "water", title: "Basilikum gießen", dueDate: TODAY, userPlantId: 5, repeatEveryDays: 1 } }]],
    ["Erinnere mich morgen daran, die Tomaten zu kontrollieren", [{ toolName: "addTask", input: { type: "inspect", title: "Tomate kontrollieren", dueDate: "2026-11-22" } }]],
    ["Erinnere mich am Montag, die Rosen zu schneiden", [{ toolName: "addTask", input: { type: "prune", title: "Rose schneiden", dueDate: "2026-11-23", userPlantId: 7 } }]],
    ["Füge 3 Tomaten hinzu", Array.from({ length: 3 }, () => ({ toolName: "addPlant", input: { slug: "tomato" } }))],
    ["Füge ein Basilikum namens Lulu in der Küche hinzu", [{ toolName: "addPlant", input: { slug: "basil", nickname: "Lulu", location: "Küche" } }]],
    ["Ich habe zwei Erdbeeren ins Hochbeet gepflanzt", Array.from({ length: 2 }, () => ({ toolName: "addPlant", input: { slug: "strawberry", location: "Hochbeet" } }))],
  ] as [string, ProposedChange[]][])("proposes the changes %j asks for", async (message, changes) => {
    expect(await changesFor(message)).toEqual(changes);
  });

  it("says in German that it can only record yesterday's watering as done now", async () => {
    const proposal = await proposeIn("de", "Ich habe die Tomaten gestern gegossen");
    expect(proposal?.changes).toEqual([{ toolName: "recordWatering", input: { userPlantIds: [1, 2, 3] } }]);
    expect(proposal?.text).toContain("nur als heute erledigt");
  });

  it("explains a rhythm a task cannot keep instead of proposing one", async () => {
    const proposal = await proposeIn("de", "Gieß die Minze zweimal pro Woche");
    expect(proposal?.changes).toEqual([]);
    expect(proposal?.text).toContain("Eine Aufgabe wiederholt sich");
  });

  it.each(["Soll ich die Tomaten gießen?", "Wann ernte ich die Erdbeeren?", "Hallo", "Danke!"])("leaves %j to the offline answer", async (message) => {
    expect(await proposeIn("de", message)).toBeNull();
  });
});

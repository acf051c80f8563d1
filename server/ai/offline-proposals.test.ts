import { describe, expect, it } from "vitest";
import { MAX_WATERINGS_PER_CALL, writeToolInputs, type ProposedChange } from "@/lib/validations/assistant-tools";
import { offlineProposals, proposalWordsIn, type OfflineGarden } from "./offline-proposals";
import { gardenIn, testPlant as plant, TODAY } from "./phrasebooks/test-garden";

// The garden's plants and tasks: ./phrasebooks/test-garden.ts.
const garden = await gardenIn("en");
const { plants } = garden;

function propose(message: string, where: OfflineGarden = garden) {
  const proposal = offlineProposals(message, where);
  if (!proposal) throw new Error(`no proposal for ${JSON.stringify(message)}`);
  return proposal;
}

/** The plants a single watering change waters, sorted. */
function watered(message: string, where: OfflineGarden = garden): number[] {
  const { changes } = propose(message, where);
  expect(changes).toHaveLength(1);
  const [change] = changes;
  if (change?.toolName !== "recordWatering") throw new Error(`not a watering: ${JSON.stringify(changes)}`);
  return [...change.input.userPlantIds].sort((a, b) => a - b);
}

const inputs = (changes: ProposedChange[]) => changes.map((change) => change.input);

describe("offlineProposals: watering", () => {
  it("waters every plant of a kind named in the plural, not a different kind with a longer name", () => {
    const proposal = propose("I watered the tomatoes");
    expect(watered("I watered the tomatoes")).toEqual([1, 2, 3]);
    expect(proposal.text).toBe("I can record the watering for you once you approve:");
  });

  it("reads lists, punctuation, case and plurals", () => {
    expect(watered("watered the basil and the mint.")).toEqual([5, 6]);
    expect(watered("Watered my Strawberries, courgettes & MINT!")).toEqual([6, 8, 9]);
    expect(watered("I've watered Big Red and Sungold")).toEqual([1, 4]);
  });

  it("matches custom names, custom common names and the catalogue's other names", () => {
    expect(watered("watered the lemon verbena")).toEqual([10]);
    expect(watered("I watered the courgette")).toEqual([8]);
    expect(watered("water the zucchinis")).toEqual([8]);
  });

  it("waters everything", () => {
    expect(watered("I just watered everything")).toEqual(plants.map((each) => each.id));
    expect(watered("watered all the plants")).toEqual(plants.map((each) => each.id));
  });

  it("waters everything in a place, by exposure or by the words of the location", () => {
    expect(watered("water everything in pots")).toEqual([3, 4, 5, 6, 10]);
    expect(watered("watered everything in containers")).toEqual([3, 4, 5, 6, 10]);
    expect(watered("watered everything in the greenhouse")).toEqual([1, 11]);
    expect(watered("watered all the plants in the raised bed")).toEqual([8, 9]);
    expect(watered("watered everything in the front bed")).toEqual([7]);
    expect(watered("watered the tomatoes in pots")).toEqual([3]);
  });

  it("takes an imperative and a polite request", () => {
    expect(watered("water the roses")).toEqual([7]);
    expect(watered("Can you water the roses?")).toEqual([7]);
  });

  it("says which names it could not find, and still proposes the rest", () => {
    expect(propose("I watered the cucumber")).toEqual({ changes: [], text: 'I couldn\'t find a plant called "cucumber" in your garden.' });
    const partly = propose("watered the basil and the melons");
    expect(inputs(partly.changes)).toEqual([{ userPlantIds: [5] }]);
    expect(partly.text).toContain('I couldn\'t find a plant called "melons" in your garden.');
    expect(propose("watered everything in the shed")).toEqual({ changes: [], text: 'I couldn\'t find any plants matching "shed" in your garden.' });
  });

  it("asks instead of guessing when a name fits plants of different kinds", () => {
    const mixed = { ...garden, plants: [plant(4, "cherry-tomato", { customName: "Sungold" }), plant(12, null, { customCommonName: "Plum Tomato", customName: "Roma" })] };
    const proposal = propose("I watered the tomatoes", mixed);
    expect(proposal.changes).toEqual([]);
    expect(proposal.text).toContain("could mean more than one kind of plant: Sungold (Cherry Tomato) or Roma (Plum Tomato)");
  });

  it("takes a word of a longer name when every plant it fits is of one kind", () => {
    const cherries = { ...garden, plants: [plant(4, "cherry-tomato", { customName: "Sungold" }), plant(13, "cherry-tomato")] };
    expect(watered("I watered the tomatoes", cherries)).toEqual([4, 13]);
  });

  it(`proposes at most ${MAX_WATERINGS_PER_CALL} plants and says so`, () => {
    const many = { ...garden, plants: Array.from({ length: 60 }, (_, index) => plant(index + 1, "basil")) };
    const proposal = propose("I watered the basil", many);
    expect(watered("I watered the basil", many)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    expect(proposal.text).toContain("That's 60 plants; I can record at most 50 waterings at once, so here are the first 50.");
  });

  it("records a watering said to be yesterday as done now, and says so", () => {
    const proposal = propose("I watered the tomatoes yesterday");
    expect(inputs(proposal.changes)).toEqual([{ userPlantIds: [1, 2, 3] }]);
    expect(proposal.text).toContain("I can only record the watering as done today, not on an earlier day.");
  });

  it("asks which plants when none is named, and says when the garden is empty", () => {
    expect(propose("I watered").text).toContain("Which plants did you water?");
    expect(propose("I watered everything", { ...garden, plants: [] }).text).toBe("You have no plants in My Garden yet, so there is no watering to record.");
  });
});

describe("offlineProposals: harvests", () => {
  it("logs a weight for the one plant of a kind", () => {
    expect(propose("log 2 kg of courgettes")).toEqual({
      changes: [{ toolName: "logHarvest", input: { userPlantId: 8, quantity: 2, unit: "kg" } }],
      text: "I can log the harvest for you once you approve:",
    });
    expect(inputs(propose("3.5 lb of potatoes").changes)).toEqual([{ userPlantId: 11, quantity: 3.5, unit: "lb" }]);
  });

  it.each([
    ["picked 12 strawberries", 12, "count"],
    ["I picked a dozen strawberries", 12, "count"],
    ["harvested 500 g of strawberries", 500, "g"],
    ["picked 2 kilos of strawberries", 2, "kg"],
    ["300 grams of strawberries", 300, "g"],
    ["gathered 8 ounces of strawberries", 8, "oz"],
    ["Harvested 2 pounds of strawberries today", 2, "lb"],
    ["log 2kg strawberries", 2, "kg"],
  ] as const)("reads %j", (message, quantity, unit) => {
    expect(inputs(propose(message).changes)).toEqual([{ userPlantId: 9, quantity, unit }]);
  });

  it("asks which plant when the kind has several, naming them, and takes the one named after 'from'", () => {
    const proposal = propose("harvested 500 g of tomatoes");
    expect(proposal.changes).toEqual([]);
    expect(proposal.text).toContain("Big Red (Tomato), Tomato and Tomato (Patio)");
    expect(proposal.text).toContain('"log 500 g from Big Red"');
    expect(inputs(propose("harvested 500 g of tomatoes from Big Red").changes)).toEqual([{ userPlantId: 1, quantity: 500, unit: "g" }]);
  });

  it("asks for the plant when only an amount is given", () => {
    expect(propose("2kg")).toEqual({ changes: [], text: 'Which plant did you harvest from? Say, for example, "log 2 kg of courgettes".' });
  });

  it("explains an amount that is not a harvest", () => {
    expect(propose("picked 0 strawberries").text).toBe("A harvest must be more than 0 and at most 100,000 pieces.");
    expect(propose("log 200000 g of courgettes").text).toBe("A harvest must be more than 0 and at most 100,000 g.");
    expect(propose("log 2 kg of cucumbers").text).toBe('I couldn\'t find a plant called "cucumbers" in your garden.');
  });

  it("takes a picking without an amount as the harvest task done", () => {
    expect(propose("I picked the strawberries").changes).toEqual([{ toolName: "completeTask", input: { taskId: 105 } }]);
    expect(propose("harvested the mint").text).toBe('How much did you harvest? Say, for example, "log 2 kg of courgettes".');
  });
});

describe("offlineProposals: tasks done", () => {
  it("completes the due task of a kind, not next month's", () => {
    expect(propose("I did the pruning").changes).toEqual([{ toolName: "completeTask", input: { taskId: 101 } }]);
    expect(propose("I did the pruning").text).toBe("I can mark the task done for you once you approve:");
  });

  it("finds a task by its title, quoted or not", () => {
    expect(inputs(propose("done: feed the roses").changes)).toEqual([{ taskId: 106 }]);
    expect(inputs(propose("mark 'Fertilize Tomato' as done").changes)).toEqual([{ taskId: 102 }]);
    expect(propose('mark "Spray the apples" as done').text).toBe('I couldn\'t find an open task called "Spray the apples".');
  });

  it("reads the verb as the kind of task and the rest as its plants", () => {
    expect(inputs(propose("I fertilized the tomatoes").changes)).toEqual([{ taskId: 102 }]);
    expect(inputs(propose("the pruning is done").changes)).toEqual([{ taskId: 101 }]);
    expect(inputs(propose("I've fed Big Red and the basil").changes)).toEqual([{ taskId: 102 }]);
  });

  it("says when nothing matches", () => {
    expect(propose("I did the weeding")).toEqual({ changes: [], text: 'I couldn\'t find an open task for "the weeding".' });
    expect(propose("I pruned the mint").text).toBe('I couldn\'t find an open task for "pruned the mint".');
  });
});

describe("offlineProposals: snoozing", () => {
  it("snoozes the named task by the days asked for", () => {
    expect(propose("snooze watering the basil for 2 days").changes).toEqual([{ toolName: "snoozeTask", input: { taskId: 104, days: 2 } }]);
    expect(inputs(propose("put off the pruning until tomorrow").changes)).toEqual([{ taskId: 101, days: 1 }]);
    expect(inputs(propose("put the pruning off till Monday").changes)).toEqual([{ taskId: 101, days: 2 }]);
  });

  it("explains the limit of 3 days", () => {
    const proposal = propose("snooze the pruning for a week");
    expect(proposal.changes).toEqual([]);
    expect(proposal.text).toContain("I can put a task off by 1 to 3 days at a time");
  });

  it("does not read moving a plant as a snooze", () => {
    expect(offlineProposals("move the basil to the greenhouse", garden)).toBeNull();
  });
});

describe("offlineProposals: adding tasks", () => {
  it("adds a repeating task with its kind, a capitalised title and the one plant it names", () => {
    expect(propose("remind me to feed the roses every two weeks")).toEqual({
      changes: [{ toolName: "addTask", input: { type: "fertilize", title: "Feed the roses", dueDate: TODAY, userPlantId: 7, repeatEveryDays: 14 } }],
      text: "I can add the task for you once you approve:",
    });
  });

  it.each([
    ["remind me to water the basil every day", 1],
    ["remind me to water the basil daily", 1],
    ["remind me to feed the basil weekly", 7],
    ["remind me to feed the basil every week", 7],
    ["remind me to check the basil every 3 days", 3],
    ["remind me to prune the basil every 2 weeks", 14],
    ["remind me to feed the basil every 3 months", 90],
    ["feed the basil every other day", 2],
  ] as const)("reads the rhythm of %j", (message, repeatEveryDays) => {
    const [change] = propose(message).changes;
    expect(change?.toolName).toBe("addTask");
    expect(change?.input).toMatchObject({ repeatEveryDays, userPlantId: 5 });
  });

  it.each([
    ["remind me to prune the roses tomorrow", "2026-11-22"],
    ["remind me to prune the roses on Saturday", "2026-11-28"],
    ["remind me to prune the roses on Monday", "2026-11-23"],
    ["remind me to prune the roses next week", "2026-11-28"],
    ["remind me to prune the roses in 3 days", "2026-11-24"],
    ["remind me to prune the roses", TODAY],
  ] as const)("reads the day of %j", (message, dueDate) => {
    expect(inputs(propose(message).changes)).toEqual([{ type: "prune", title: "Prune the roses", dueDate, userPlantId: 7 }]);
  });

  it.each([
    ["remind me to sow the carrots", "sow"],
    ["remind me to pot on the basil", "transplant"],
    ["remind me to deadhead the roses", "prune"],
    ["remind me to pick the strawberries", "harvest"],
    ["add a task to water the mint", "water"],
  ] as const)("maps the verb of %j to a kind of task", (message, type) => {
    expect(propose(message).changes[0]?.input).toMatchObject({ type });
  });

  it("leaves the plant out when the words name several", () => {
    expect(inputs(propose("remind me to check the tomatoes").changes)).toEqual([{ type: "inspect", title: "Check the tomatoes", dueDate: TODAY }]);
  });

  it("explains the kinds of task instead of guessing one", () => {
    const proposal = propose("remind me to call the plumber");
    expect(proposal.changes).toEqual([]);
    expect(proposal.text).toContain("I can add tasks of these kinds: water, fertilize (feed), prune");
  });

  it("explains a rhythm longer than a year, or one a task cannot keep", () => {
    expect(propose("remind me to feed the roses every 2 years")).toEqual({ changes: [], text: "A task can repeat every 1 to 365 days, not every 730 days." });
    expect(propose("remind me to water the basil twice a week").text).toBe('A task comes round every so many days, not several times a week or a day. Say, for example, "every 3 days".');
  });
});

describe("offlineProposals: adding plants", () => {
  it("adds a catalogue plant by its common or scientific name", () => {
    expect(propose("add a basil to my garden")).toEqual({
      changes: [{ toolName: "addPlant", input: { slug: "basil" } }],
      text: "I can add the plant for you once you approve:",
    });
    expect(inputs(propose("Add Lavandula angustifolia").changes)).toEqual([{ slug: "lavender" }]);
    expect(inputs(propose("planted 2 aubergines and a fig").changes)).toEqual([{ slug: "eggplant" }, { slug: "eggplant" }, { slug: "fig" }]);
  });

  it("adds one change per plant", () => {
    expect(inputs(propose("add 3 tomatoes").changes)).toEqual([{ slug: "tomato" }, { slug: "tomato" }, { slug: "tomato" }]);
  });

  it("takes a nickname and a location", () => {
    expect(inputs(propose("add lavender called Lulu in the front bed").changes)).toEqual([{ slug: "lavender", nickname: "Lulu", location: "front bed" }]);
    expect(inputs(propose('add a rose by the door named "Lady of Shalott"').changes)).toEqual([{ slug: "rose", nickname: "Lady of Shalott", location: "by the door" }]);
  });

  it("adds at most 10 and says so", () => {
    const proposal = propose("add 25 tomatoes");
    expect(proposal.changes).toHaveLength(10);
    expect(proposal.text).toContain("I can add at most 10 plants at once");
  });

  it("says when a plant is not in the catalogue, or the name fits two", () => {
    expect(propose("add a dragon fruit")).toEqual({
      changes: [],
      text: '"dragon fruit" isn\'t in the plant catalogue, so I can\'t add it from here. You can add it as a custom plant in My Garden.',
    });
    expect(propose("add a pepper").text).toBe('"pepper" could be Bell Pepper or Chili Pepper. Which one did you mean?');
  });
});

describe("offlineProposals: not a request", () => {
  it.each([
    "when should I water the tomatoes?",
    "what needs doing today",
    "How do I grow basil?",
    "Did I water the basil",
    "should I prune the roses now",
    "Is frost coming?",
    "water the tomatoes?",
    "hello",
    "Tell me about lavender",
    "",
  ])("leaves %j to the offline answer", (message) => {
    expect(offlineProposals(message, garden)).toBeNull();
  });
});

describe("offlineProposals: messages", () => {
  it("reads each sentence, and puts what it could not do before the cards", () => {
    const proposal = propose("I watered the basil. Picked 12 strawberries! Also watered the cucumbers");
    expect(proposal.changes).toEqual([
      { toolName: "recordWatering", input: { userPlantIds: [5] } },
      { toolName: "logHarvest", input: { userPlantId: 9, quantity: 12, unit: "count" } },
    ]);
    expect(proposal.text).toBe('I couldn\'t find a plant called "cucumbers" in your garden.\n\nI can record the watering and log the harvest for you once you approve:');
  });

  it("proposes only changes their schemas accept", () => {
    const messages = [
      "I watered everything",
      "log 2 kg of courgettes",
      "I did the pruning",
      "snooze watering the basil for 2 days",
      "remind me to feed the roses every two weeks",
      "add lavender called Lulu in the front bed",
      "add 3 tomatoes",
      "done: feed the roses",
    ];
    for (const message of messages) {
      const { changes } = propose(message);
      expect(changes.length).toBeGreaterThan(0);
      for (const change of changes) expect(writeToolInputs[change.toolName].parse(change.input)).toEqual(change.input);
    }
  });

  it("drops a change its schema refuses and says why", () => {
    const proposal = propose(`remind me to feed the roses and ${"the mint and ".repeat(20)}the basil every week`);
    expect(proposal.changes).toEqual([]);
    expect(proposal.text).toContain("I couldn't prepare the task: The title must be at most 200 characters.");
  });

  it.each([
    ["a run of digits", `log ${"1".repeat(4000)}`],
    ["a run of spaces and commas", `watered ${", ".repeat(1998)}x`],
    ["a long list of unknown names", `watered ${"the cucumber and ".repeat(235)}`],
    ["repeated prepositions", `water everything ${"in the ".repeat(570)}`],
    ["repeated rhythms", `remind me to feed ${"every ".repeat(660)}`],
    ["quotes without an end", `mark ${"'a ".repeat(1330)} as done`],
    ["many sentences", "watered the basil. ".repeat(210)],
    ["one long word", `add ${"x".repeat(3996)}`],
    ["is done, over and over", `${"the pruning is ".repeat(266)}done`],
  ])("answers a hostile message (%s) within 50 ms", (_, long) => {
    const message = long.slice(0, 4000);
    const started = performance.now();
    offlineProposals(message, garden);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

const inGerman: OfflineGarden = { ...garden, words: await proposalWordsIn({ timeZone: "Europe/Berlin", units: "metric", locale: "de" }) };

describe("offlineProposals: answering in the gardener's language", () => {
  it("introduces the changes and explains what it could not match in German, quoting German-style", () => {
    const proposal = offlineProposals("I watered the tomatoes and the dahlias. Log 2 kg of courgettes", inGerman)!;
    expect(proposal.changes.map((change) => change.toolName)).toEqual(["recordWatering", "logHarvest"]);
    expect(proposal.text).toContain("„dahlias“");
    expect(proposal.text).toContain("Ich kann");
    expect(proposal.text).not.toMatch(/\bI can\b|couldn't|your garden/);
  });

  it("gives its examples of what to say in the gardener's language", () => {
    const proposal = offlineProposals("I harvested the potatoes", inGerman)!;
    expect(proposal.text).toContain("„2 kg Zucchini geerntet“");
    expect(proposal.text).not.toMatch(/How much|courgettes/);
  });

  it("names catalogue plants in the gardener's language when a name fits two", () => {
    const proposal = offlineProposals("add a pepper", inGerman)!;
    expect(proposal.text).toContain("„pepper“");
    expect(proposal.text).not.toMatch(/Bell Pepper|Chili Pepper/);
  });

  it("writes a schema's refusal in the gardener's language", () => {
    const proposal = offlineProposals("log 0.0001 kg of courgettes", inGerman)!;
    expect(proposal.changes).toEqual([]);
    expect(proposal.text).not.toMatch(/\bmust\b|\bharvest\b/i);
  });
});

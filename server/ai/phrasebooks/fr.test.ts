import { describe, expect, it } from "vitest";
import { fr } from "./fr";
import { readRequest } from "./phrasebook";
import { proposeIn, TODAY } from "./test-garden";

describe("the French phrasebook says requests as the rules' English", () => {
  it.each([
    // watering done: plants, everything, a place, yesterday
    ["J'ai arrosé les tomates", "watered les tomates"],
    ["J’ai arrosé les tomates hier", "watered les tomates yesterday"],
    ["Hier soir, on a arrosé la menthe", "watered la menthe last night"],
    ["j'ai tout arrosé", "watered everything"],
    ["J'ai arrosé tout ce qui est dans la serre", "watered everything in the greenhouse"],
    ["J'ai arrosé les plantes en pot", "watered everything in pot"],
    ["j'ai arrosé toutes les plantes à l'intérieur", "watered everything indoors"],
    ["Les fraises sont arrosées", "watered Les fraises"],
    ["Je viens d'arroser le basilic et la menthe", "watered le basilic and la menthe"],
    ["Peux-tu arroser les rosiers ?", "water les rosiers"],
    ["J'AI ARROSÉ LES TOMATES", "watered LES TOMATES"],
    ["j'ai arrose les tomates ce matin", "watered les tomates"],
    // harvests
    ["J'ai récolté 2 kg de courgettes", "harvested 2 kg de courgettes"],
    ["J'ai cueilli 500 g de tomates sur Big Red", "harvested 500 g de tomates from Big Red"],
    ["3 fraises récoltées", "harvested 3 fraises"],
    ["J'ai cueilli les fraises", "harvested les fraises"],
    ["j'ai ramassé une douzaine de fraises", "harvested a dozen de fraises"],
    ["Note 1,5 kg de pommes de terre", "log 1.5 kg de pommes de terre"],
    ["J'ai récolté deux kilos et demi de tomates du pied Big Red", "harvested 2.5 kilos de tomates from Big Red"],
    ["On a ramassé douze fraises ce matin", "harvested twelve fraises"],
    ["J'ai récolté 300 grammes de menthe", "harvested 300 grammes de menthe"],
    ["500 g de tomates sur Big Red", "500 g de tomates from Big Red"],
    // tasks done
    ["J'ai taillé les rosiers", "pruned les rosiers"],
    ["J'ai fertilisé Big Red", "fertilized Big Red"],
    ["J'ai mis de l'engrais aux tomates", "fertilized aux tomates"],
    ["J'ai enlevé les fleurs fanées des rosiers", "deadheaded des rosiers"],
    ["J'ai mis les poireaux en pleine terre", "planted out les poireaux"],
    ["La taille est faite", "La pruning is done"],
    ["Les rosiers sont taillés", "pruned Les rosiers"],
    ["J'ai fini de tailler les rosiers", "did prune les rosiers"],
    ["Marque « Fertilize Tomato » comme fait", 'mark "Fertilize Tomato" as done'],
    ["Coche la taille des rosiers", "tick off la pruning des rosiers"],
    // snoozing
    ["Reporte la taille à samedi", "postpone la pruning until saturday"],
    ["Repousse la taille de 2 jours", "postpone la pruning by 2 days"],
    ["Décale la taille à demain", "postpone la pruning until tomorrow"],
    ["Reporte l'arrosage du basilic de deux jours", "postpone l' watering du basilic by two days"],
    ["Repousse à lundi la taille des rosiers", "postpone la pruning des rosiers until monday"],
    ["Reporte la taille d'une semaine", "postpone la pruning by a week"],
    // new tasks and reminders
    ["Rappelle-moi de fertiliser les rosiers toutes les deux semaines", "remind me to fertilize les rosiers every two weeks"],
    ["Rappelle-moi d'arroser le basilic tous les jours", "remind me to water le basilic every day"],
    ["Arrose le basilic tous les jours", "remind me to water le basilic every day"],
    ["Arroser le basilic un jour sur deux", "remind me to water le basilic every other day"],
    ["Rappelez-moi de vérifier les tomates demain", "remind me to check les tomates tomorrow"],
    ["rappelle moi de vérifier les tomates la semaine prochaine", "remind me to check les tomates next week"],
    ["Rappelle-moi de tailler les rosiers lundi", "remind me to prune les rosiers monday"],
    ["Peux-tu me rappeler de tailler les rosiers dans 3 jours ?", "remind me to prune les rosiers in 3 days"],
    ["N'oublie pas de me rappeler de semer les carottes samedi prochain", "remind me to sow les carottes next saturday"],
    ["Tous les samedis, rappelle-moi de vérifier les tomates", "remind me to check les tomates every saturday"],
    ["Rappelle-moi de tailler les rosiers tous les quinze jours", "remind me to prune les rosiers every 2 weeks"],
    ["Rappelle-moi d'arroser le basilic deux fois par semaine", "remind me to water le basilic twice a week"],
    ["Ajoute une tâche : arroser la menthe tous les 3 jours", "add a task to water la menthe every 3 days"],
    // adding plants
    ["Ajoute 3 tomates", "add 3 tomates"],
    ["Ajoute un basilic appelé Lulu dans la cuisine", "add a basilic called Lulu in cuisine"],
    ["J'ai planté deux fraisiers dans le carré potager", "planted two fraisiers in carré potager"],
    ["Ajoute une lavande appelée « Lady Grey » près de la porte", 'add a lavande called "Lady Grey" in près de la porte'],
    ["Ajoute trois pommes de terre et un figuier à mon jardin", "add three pommes de terre and a figuier"],
  ])("%j → %j", (sentence, english) => {
    expect(readRequest(sentence, fr)).toBe(english);
  });

  it.each([
    // questions: left to the offline answer
    "Dois-je arroser les tomates ?",
    "Quand récolter les fraises ?",
    "Faut-il tailler les rosiers",
    "Est-ce que j'ai arrosé le basilic ?",
    "Comment tailler les rosiers ?",
    "Combien d'eau pour les tomates ?",
    "Qu'est-ce que je dois faire aujourd'hui ?",
    "As-tu arrosé les tomates",
    "Quelles plantes ont soif ?",
    "Arroser les tomates ?",
    "J'ai arrosé les tomates ?",
    // not done, not asked for
    "Je n'ai pas arrosé les tomates",
    "Les tomates doivent être arrosées",
    "Je vais arroser les tomates",
    // chat
    "Bonjour",
    "Merci beaucoup !",
    "Super, merci",
    "Il fait beau aujourd'hui",
    "",
  ])("reads no request in %j", (sentence) => {
    expect(readRequest(sentence, fr)).toBeNull();
  });
});

describe("the offline assistant's French examples of what to say", () => {
  it.each([
    ["j’ai récolté 2 kg de courgettes", "harvested 2 kg de courgettes"],
    ["j’ai récolté 500 g sur Big Red", "harvested 500 g from Big Red"],
    ["ajoute un basilic", "add a basilic"],
    ["rappelle-moi de fertiliser les rosiers toutes les deux semaines", "remind me to fertilize les rosiers every two weeks"],
    ["j’ai arrosé les tomates", "watered les tomates"],
    ["j’ai tout arrosé", "watered everything"],
  ])("reads %j", (sentence, english) => {
    expect(readRequest(sentence, fr)).toBe(english);
  });
});

describe("the French phrasebook's plural forms", () => {
  it.each([
    ["Tomate", ["Tomates"]],
    ["Poireau", ["Poireaux"]],
    ["Chou pommé", ["Choux pommés"]],
    ["Pomme de terre", ["Pommes de terre", "patates"]],
    ["Tomate cerise", ["Tomates cerises", "Tomates cerise"]],
    ["Haricot vert", ["Haricots verts"]],
    ["Fougère de Boston", ["Fougères de Boston"]],
    // a fruit bush or tree by its fruit
    ["Fraisier", ["Fraisiers", "Fraise", "Fraises"]],
    ["Rosier", ["Rosiers", "Rose", "Roses"]],
    ["Citronnier", ["Citronniers", "Citron", "Citrons"]],
  ])("%s → %j among them", (name, forms) => {
    expect(fr.formsOf(name)).toEqual(expect.arrayContaining(forms));
  });

  it("leaves a word alone that is its own plural", () => {
    expect(fr.formsOf("Radis")).toEqual([]);
    expect(fr.formsOf("Maïs doux")).toEqual(["maïs"]);
  });
});

/** A French answer has none of the rules' English, nor the English the phrasebook said the request in. */
const ENGLISH = /\b(?:I can|I couldn't|your garden|once you approve|Which plants?|How much|Say, for example|yesterday|twice a week|until|every)\b/;

async function changesFor(message: string) {
  const proposal = await proposeIn("fr", message);
  if (!proposal) throw new Error(`no proposal for ${JSON.stringify(message)}`);
  expect(proposal.text).not.toMatch(ENGLISH);
  return proposal.changes;
}

describe("a French gardener's requests, end to end", () => {
  it.each([
    ["J'ai arrosé les tomates", [1, 2, 3]],
    ["j'ai tout arrosé", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]],
    ["J'ai arrosé tout ce qui est dans la serre", [1, 11]],
    ["J'ai arrosé les plantes en pot", [3, 4, 5, 6, 10]],
    ["Les fraises sont arrosées", [9]],
    ["J'ai arrosé le basilic et la menthe", [5, 6]],
    ["Peux-tu arroser les rosiers ?", [7]],
  ])("records the watering of %j", async (message, userPlantIds) => {
    expect(await changesFor(message)).toEqual([{ toolName: "recordWatering", input: { userPlantIds } }]);
  });

  it("records a watering said to be yesterday as done now, and says so in French", async () => {
    const proposal = await proposeIn("fr", "J’ai arrosé les tomates hier");
    expect(proposal?.changes).toEqual([{ toolName: "recordWatering", input: { userPlantIds: [1, 2, 3] } }]);
    expect(proposal?.text.split("\n\n")).toHaveLength(2);
    expect(proposal?.text).not.toMatch(ENGLISH);
  });

  it.each([
    ["J'ai récolté 2 kg de courgettes", { userPlantId: 8, quantity: 2, unit: "kg" }],
    ["J'ai cueilli 500 g de tomates sur Big Red", { userPlantId: 1, quantity: 500, unit: "g" }],
    ["3 fraises récoltées", { userPlantId: 9, quantity: 3, unit: "count" }],
    ["Note 1,5 kg de pommes de terre", { userPlantId: 11, quantity: 1.5, unit: "kg" }],
    ["500 g de tomates sur Big Red", { userPlantId: 1, quantity: 500, unit: "g" }],
  ])("logs the harvest of %j", async (message, input) => {
    expect(await changesFor(message)).toEqual([{ toolName: "logHarvest", input }]);
  });

  it.each([
    ["J'ai cueilli les fraises", 105],
    ["J'ai taillé les rosiers", 101],
    ["J'ai fertilisé Big Red", 102],
    ["La taille est faite", 101],
    ["Marque « Fertilize Tomato » comme fait", 102],
  ])("marks the task of %j done", async (message, taskId) => {
    expect(await changesFor(message)).toEqual([{ toolName: "completeTask", input: { taskId } }]);
  });

  it.each([
    ["Reporte la taille à lundi", 101, 2],
    ["Décale la taille à demain", 101, 1],
    ["Reporte l'arrosage du basilic de deux jours", 104, 2],
  ])("snoozes the task of %j", async (message, taskId, days) => {
    expect(await changesFor(message)).toEqual([{ toolName: "snoozeTask", input: { taskId, days } }]);
  });

  it.each([
    ["Rappelle-moi de fertiliser les rosiers toutes les deux semaines", { type: "fertilize", title: "Fertiliser Rosier", dueDate: TODAY, userPlantId: 7, repeatEveryDays: 14 }],
    ["Arrose le basilic tous les jours", { type: "water", title: "Arroser Basilic", dueDate: TODAY, userPlantId: 5, repeatEveryDays: 1 }],
    ["Rappelez-moi de vérifier les tomates demain", { type: "inspect", title: "Inspecter Tomate", dueDate: "2026-11-22" }],
    ["Rappelle-moi de tailler les rosiers lundi", { type: "prune", title: "Tailler Rosier", dueDate: "2026-11-23", userPlantId: 7 }],
  ])("adds the task of %j, titled in French", async (message, input) => {
    expect(await changesFor(message)).toEqual([{ toolName: "addTask", input }]);
  });

  it("explains in French that a task cannot come round twice a week", async () => {
    const proposal = await proposeIn("fr", "Rappelle-moi d'arroser le basilic deux fois par semaine");
    expect(proposal?.changes).toEqual([]);
    expect(proposal?.text).toMatch(/\bN\b/);
    expect(proposal?.text).not.toMatch(ENGLISH);
  });

  it.each([
    ["Ajoute 3 tomates", [{ slug: "tomato" }, { slug: "tomato" }, { slug: "tomato" }]],
    ["Ajoute un basilic appelé Lulu dans la cuisine", [{ slug: "basil", nickname: "Lulu", location: "cuisine" }]],
    ["J'ai planté deux fraisiers dans le carré potager", [{ slug: "strawberry", location: "carré potager" }, { slug: "strawberry", location: "carré potager" }]],
  ])("adds the plants of %j", async (message, inputs) => {
    expect(await changesFor(message)).toEqual(inputs.map((input) => ({ toolName: "addPlant", input })));
  });

  it("weighs a French livre as half a kilo", async () => {
    expect(await changesFor("J'ai récolté 2 livres de tomates sur Big Red")).toEqual([{ toolName: "logHarvest", input: { userPlantId: 1, quantity: 1000, unit: "g" } }]);
    expect(await changesFor("J'ai récolté une demi-livre de fraises")).toEqual([{ toolName: "logHarvest", input: { userPlantId: 9, quantity: 250, unit: "g" } }]);
  });

  it("reads each sentence of a message", async () => {
    expect(await changesFor("J'ai arrosé le basilic. J'ai cueilli 12 fraises !")).toEqual([
      { toolName: "recordWatering", input: { userPlantIds: [5] } },
      { toolName: "logHarvest", input: { userPlantId: 9, quantity: 12, unit: "count" } },
    ]);
  });

  it.each(["Dois-je arroser les tomates ?", "Quand récolter les fraises ?", "Comment tailler les rosiers ?", "J'ai arrosé les tomates ?", "Bonjour", "Merci"])(
    "leaves %j to the offline answer",
    async (message) => {
      expect(await proposeIn("fr", message)).toBeNull();
    },
  );
});

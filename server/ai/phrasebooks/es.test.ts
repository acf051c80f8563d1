import { describe, expect, it } from "vitest";
import { es } from "./es";
import { readRequest } from "./phrasebook";
import { proposeIn, TODAY } from "./test-garden";

describe("es phrasebook: requests said in English", () => {
  it.each([
    // Watering done: plants, everything, a place, yesterday.
    ["He regado los tomates", "watered los tomates"],
    ["Regué la albahaca y la menta.", "watered la albahaca and la menta"],
    ["regue los tomates", "watered los tomates"],
    ["Yo ya regué los tomates", "watered los tomates"],
    ["Hoy he regado los tomates", "watered los tomates"],
    ["Le di agua a la menta", "watered la menta"],
    ["los tomates ya están regados", "watered los tomates"],
    ["Lo he regado todo", "watered everything"],
    ["ya he regado todo el jardín", "watered the whole garden"],
    ["He regado todo lo del invernadero", "watered everything in the greenhouse"],
    ["He regado las macetas", "watered everything in the pots"],
    ["Regué todo dentro de casa", "watered everything indoors"],
    ["regué los tomates de las macetas", "watered los tomates in the pots"],
    ["Ayer regué las fresas", "watered las fresas yesterday"],
    ["Ayer por la noche regué los tomates", "watered los tomates last night"],
    ["¿Puedes regar el rosal?", "water el rosal"],
    ["Oye, ¿puedes regar la menta?", "water la menta"],
    ["Riega la menta, por favor", "water la menta"],
    // Harvests.
    ["He cosechado 2 kg de calabacines", "harvested 2 kg of calabacines"],
    ["Coseché 500 g de tomates de Big Red", "harvested 500 g of tomates from Big Red"],
    ["Coseche 2kg de tomates de Big Red", "harvested 2 kg of tomates from Big Red"],
    ["Cosechamos 1,5 kilos de patatas", "harvested 1.5 kg of patatas"],
    ["Recogimos una docena de fresas", "picked 12 of fresas"],
    ["Cogimos tres calabacines", "picked 3 calabacines"],
    ["3 fresas recogidas", "harvested 3 fresas"],
    ["Anota 300 gramos de fresas", "log 300 g of fresas"],
    ["Big Red ha dado 2 kg de tomates", "log 2 kg of tomates from Big Red"],
    ["Saqué 3 kilos de patatas", "dug up 3 kg of patatas"],
    ["He recogido las fresas", "picked las fresas"],
    // Tasks done.
    ["He podado los rosales", "pruned los rosales"],
    ["podé los rosales ayer", "pruned los rosales"],
    ["Aboné a Big Red", "fertilized a Big Red"],
    ["He terminado de podar los rosales", "pruned los rosales"],
    ["Cambié la albahaca de maceta", "potted on la albahaca"],
    ["La poda ya está hecha", "mark the pruning as done"],
    ["Marca 'Fertilize Tomato' como hecha", "mark 'Fertilize Tomato' as done"],
    ["Marca «Fertilize Tomato» como completada", 'mark "Fertilize Tomato" as done'],
    ["He hecho la poda", "completed the pruning"],
    ["hecho: abonar los rosales", "done: feeding los rosales"],
    ["Tacha la poda", "tick off the pruning"],
    // Snoozing.
    ["Pospón la poda hasta el sábado", "postpone the pruning until saturday"],
    ["pospon la poda hasta manana", "postpone the pruning until tomorrow"],
    ["Pospón la poda dos días", "postpone the pruning by 2 days"],
    ["Aplaza el riego de la albahaca 2 días", "postpone the watering de la albahaca by 2 days"],
    ["Pospón regar la albahaca por dos días", "postpone watering la albahaca by 2 days"],
    ["Deja la poda para mañana", "postpone the pruning until tomorrow"],
    ["Pospón la poda hasta pasado mañana", "postpone the pruning until the day after tomorrow"],
    ["Pospón la poda una semana", "postpone the pruning by 1 week"],
    // New tasks and reminders: kinds, days and rhythms.
    ["Recuérdame abonar los rosales cada dos semanas", "remind me to fertilize los rosales every 2 weeks"],
    ["recuerdame echar abono a los rosales cada mes", "remind me to feed los rosales every month"],
    ["Riega la albahaca a diario", "water la albahaca daily"],
    ["Riega la albahaca todos los sábados", "water la albahaca every saturday"],
    ["Poda los rosales cada mes", "prune los rosales every month"],
    ["Recuérdame revisar los tomates mañana", "remind me to check los tomates tomorrow"],
    ["Recuérdame revisar los tomates la semana que viene", "remind me to check los tomates next week"],
    ["Recuérdame revisar los tomates el lunes", "remind me to check los tomates on monday"],
    ["Recuérdame revisar los tomates dentro de 3 días", "remind me to check los tomates in 3 days"],
    ["Recuérdame que el sábado tengo que podar los rosales", "remind me to prune los rosales on saturday"],
    ["Recuérdame la poda de los rosales el sábado", "remind me to prune los rosales on saturday"],
    ["¿Me puedes recordar que coseche las fresas el domingo?", "remind me to harvest las fresas on sunday"],
    ["Recuérdame regar la albahaca un día sí y otro no", "remind me to water la albahaca every other day"],
    ["Recuérdame regar la albahaca cada 3 días a partir de mañana", "remind me to water la albahaca every 3 days starting tomorrow"],
    ["Recuérdame regar la albahaca dos veces por semana", "remind me to water la albahaca twice a week"],
    ["Recuérdame cambiar de maceta la albahaca en 2 semanas", "remind me to pot on la albahaca in 2 weeks"],
    ["Recuérdame sembrar zanahorias", "remind me to sow zanahorias"],
    ["Añade una tarea para regar la menta cada 3 días", "remind me to water la menta every 3 days"],
    ["Recuérdame llamar al fontanero", "remind me to llamar al fontanero"],
    // Adding plants.
    ["Añade 3 tomates", "add 3 tomates"],
    ["Añade una albahaca llamada Lulu en la cocina", "add una albahaca called Lulu in the cocina"],
    ["Agrega dos tomates cherry en el patio", "add 2 tomates cherry in the patio"],
    ["Añade un rosal junto a la puerta llamado «Lady of Shalott»", 'add un rosal in junto a la puerta called "Lady of Shalott"'],
    ["He plantado dos fresas en el bancal elevado", "planted 2 fresas in the bancal elevado"],
    ["Compré dos lavandas", "bought 2 lavandas"],
  ])("%j → %j", (sentence, english) => {
    expect(readRequest(sentence, es)).toBe(english);
  });

  it.each([
    "¿Debo regar los tomates?",
    "¿Cuándo cosecho las fresas?",
    "¿Cómo podo los rosales?",
    "¿Regué la albahaca?",
    "¿Qué tengo que hacer hoy?",
    "cuando riego la albahaca",
    "Debo regar los tomates",
    "Hola",
    "Gracias",
    "Me gustan mucho los tomates",
    "",
  ])("leaves %j to the answer (no request)", (sentence) => {
    expect(readRequest(sentence, es)).toBeNull();
  });

  it("reads capitals and words typed without accents or ñ alike", () => {
    expect(readRequest("REGUÉ LOS TOMATES", es)).toBe("watered LOS TOMATES");
    expect(readRequest("recuerdame regar la albahaca manana", es)).toBe("remind me to water la albahaca tomorrow");
  });

  it("reads a long message quickly", () => {
    for (const long of [`regué ${"la albahaca y ".repeat(300)}la menta`, `${"de la ".repeat(650)}`, `pospón ${"la poda ".repeat(450)}hasta`, `¿${"a".repeat(3990)}`]) {
      const started = performance.now();
      readRequest(long.slice(0, 4000), es);
      expect(performance.now() - started).toBeLessThan(50);
    }
  });
});

describe("es phrasebook: plural forms", () => {
  it.each([
    ["Tomate", ["Tomates"]],
    ["Fresa", ["Fresas"]],
    ["Pimiento", ["Pimientos", "Pimentón", "Pimentones"]],
    ["Calabacín", ["Calabacines"]],
    ["Melón", ["Melones"]],
    ["Maíz dulce", ["Maíces dulce", "Maíces dulces"]],
    ["Pimiento picante", ["Pimientos picante", "Pimientos picantes"]],
    ["Árbol de jade", ["Árboles de jade"]],
    ["Rosal", ["Rosales", "Rosa", "Rosas"]],
    ["Patata", ["Patatas", "Papa", "Papas"]],
  ])("%s → %j among its forms", (name, forms) => {
    expect(es.formsOf(name)).toEqual(expect.arrayContaining(forms));
  });

  it("leaves names that do not change alone", () => {
    expect(es.formsOf("Cactus de Navidad")).toEqual([]);
    expect(es.formsOf("Pothos")).not.toContain("Pothos");
  });
});

describe("es phrasebook: the offline assistant's proposals", () => {
  const water = (userPlantIds: number[]) => [{ toolName: "recordWatering", input: { userPlantIds } }];
  const complete = (taskId: number) => [{ toolName: "completeTask", input: { taskId } }];
  const harvest = (userPlantId: number, quantity: number, unit: string) => [{ toolName: "logHarvest", input: { userPlantId, quantity, unit } }];

  it.each([
    ["He regado los tomates", water([1, 2, 3])],
    ["Regué la albahaca y la menta.", water([5, 6])],
    ["¿Puedes regar las rosas?", water([7])],
    ["He regado todo lo del invernadero", water([1, 11])],
    ["Riega todas las plantas en macetas", water([3, 4, 5, 6, 10])],
    ["Lo he regado todo", water([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])],
    ["He cosechado 2 kg de calabacines", harvest(8, 2, "kg")],
    ["Coseché 500 g de tomates de Big Red", harvest(1, 500, "g")],
    ["3 fresas recogidas", harvest(9, 3, "count")],
    ["Cosechamos 1,5 kilos de papas", harvest(11, 1.5, "kg")],
    ["Recogí las fresas", complete(105)],
    ["He podado los rosales", complete(101)],
    ["Aboné a Big Red", complete(102)],
    ["La poda ya está hecha", complete(101)],
    ["Marca 'Fertilize Tomato' como hecha", complete(102)],
    ["Pospón la poda hasta el lunes", [{ toolName: "snoozeTask", input: { taskId: 101, days: 2 } }]],
    ["Aplaza el riego de la albahaca 2 días", [{ toolName: "snoozeTask", input: { taskId: 104, days: 2 } }]],
    ["Pospón la poda a mañana", [{ toolName: "snoozeTask", input: { taskId: 101, days: 1 } }]],
    [
      "Recuérdame abonar los rosales cada dos semanas",
      [{ toolName: "addTask", input: { type: "fertilize", title: "Abonar Rosal", dueDate: TODAY, userPlantId: 7, repeatEveryDays: 14 } }],
    ],
    ["Riega la albahaca a diario", [{ toolName: "addTask", input: { type: "water", title: "Regar Albahaca", dueDate: TODAY, userPlantId: 5, repeatEveryDays: 1 } }]],
    ["Recuérdame revisar los tomates mañana", [{ toolName: "addTask", input: { type: "inspect", title: "Revisar Tomate", dueDate: "2026-11-22" } }]],
    ["Recuérdame que el sábado tengo que podar los rosales", [{ toolName: "addTask", input: { type: "prune", title: "Podar Rosal", dueDate: "2026-11-28", userPlantId: 7 } }]],
    ["Añade 3 tomates", Array.from({ length: 3 }, () => ({ toolName: "addPlant", input: { slug: "tomato" } }))],
    ["Añade una albahaca llamada Lulu en la cocina", [{ toolName: "addPlant", input: { slug: "basil", nickname: "Lulu", location: "cocina" } }]],
    ["He plantado dos fresas en el bancal elevado", Array.from({ length: 2 }, () => ({ toolName: "addPlant", input: { slug: "strawberry", location: "bancal elevado" } }))],
  ])("%j", async (message, changes) => {
    const proposal = await proposeIn("es", message);
    expect(proposal?.changes).toEqual(changes);
    expect(proposal?.text).toMatch(/^Puedo .+ en cuanto lo apruebes:$/);
  });

  it("reads each sentence of a message", async () => {
    const proposal = await proposeIn("es", "Regué la albahaca. ¡Cogimos 12 fresas! ¿Debo regar los tomates?");
    expect(proposal?.changes).toEqual([...water([5]), ...harvest(9, 12, "count")]);
  });

  it("says in Spanish what it cannot do", async () => {
    const twice = await proposeIn("es", "Recuérdame regar la albahaca dos veces por semana");
    expect(twice?.changes).toEqual([]);
    expect(twice?.text).toContain("Una tarea se repite cada cierto número de días");
    const yesterday = await proposeIn("es", "Ayer regué las fresas");
    expect(yesterday?.changes).toEqual(water([9]));
    expect(yesterday?.text).toContain("Solo puedo registrar el riego como hecho hoy");
    for (const proposal of [twice, yesterday]) expect(proposal?.text).not.toMatch(/\b(?:I can|I couldn't|your garden|once you approve)\b/);
  });

  it.each(["¿Debo regar los tomates?", "¿Cuándo cosecho las fresas?", "Hola", "Gracias", "Mueve la albahaca al invernadero"])("proposes nothing for %j", async (message) => {
    expect(await proposeIn("es", message)).toBeNull();
  });
});

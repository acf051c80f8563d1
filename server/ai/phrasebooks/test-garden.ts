// The offline assistant's test garden (server/ai/offline-proposals.test.ts and the phrasebooks'
// tests): the same plants and tasks in any language, named as the app names them for a gardener of
// that language (catalogue names from locales/<code>/catalogue.json), and its proposals for a message.
import type { CataloguePlant, UserPlantWithWatering } from "@/lib/garden-types";
import type { AppLocale } from "@/lib/i18n/locales";
import type { Task } from "@/lib/task-types";
import catalogueJson from "@/server/db/plant-catalogue.json";
import { catalogueWordsIn } from "@/server/garden/catalogue-words";
import { offlineProposals, proposalWordsIn, type OfflineGarden, type OfflineProposal } from "../offline-proposals";

/** A Saturday. */
export const TODAY = "2026-11-21";

/** The catalogue as the app reads it (English). */
export const catalogue = (catalogueJson as Omit<CataloguePlant, "id" | "imagePath">[]).map(
  (plant, index) => ({ ...plant, id: index + 1, imagePath: `/uploads/plant-images/${plant.slug}.jpg` }) as CataloguePlant,
);

/** A garden plant of a catalogue kind (none: a custom plant), its catalogue name as `nameOf` says it. */
export function testPlant(
  id: number,
  slug: string | null,
  overrides: Partial<UserPlantWithWatering> = {},
  nameOf: (plant: CataloguePlant) => string = (plant) => plant.commonName,
): UserPlantWithWatering {
  const entry = slug ? catalogue.find((plant) => plant.slug === slug)! : null;
  return {
    id,
    customName: null,
    customCommonName: null,
    isCustomPlant: slug === null,
    location: null,
    exposure: "ground",
    plant: entry ? { ...entry, commonName: nameOf(entry) } : null,
    ...overrides,
  } as UserPlantWithWatering;
}

function testTask(id: number, title: string, taskType: Task["taskType"], userPlantId: number | null, dueDate: string): Task {
  return { id, title, taskType, userPlantId, dueDate, completed: false } as Task;
}

/**
 * The garden: 1 Big Red (tomato, greenhouse), 2 a tomato, 3 a tomato on the patio (pot), 4 Sungold
 * (cherry tomato, pot), 5 a basil on the kitchen windowsill (pot), 6 a mint (pot), 7 a rose in the
 * front bed, 8 a zucchini (raised bed), 9 a strawberry (raised bed), 10 a custom "Lemon Verbena"
 * (pot), 11 a potato beside the greenhouse. Open tasks: 101 "Prune Rose" (rose, due yesterday),
 * 102 "Fertilize Tomato" (Big Red, today), 103 "Fertilize Tomato" (tomato 2, in 5 days), 104
 * "Water Basil" (today), 105 "Harvest Strawberry" (today), 106 "Feed the roses" (rose, in 3 days),
 * 107 "Prune Rose" (rose, in a month). For a gardener of `locale`: plants named as the app names
 * them for them (locales/<code>/catalogue.json), its answers in their words.
 */
export async function gardenIn(locale: AppLocale): Promise<OfflineGarden> {
  const names = await catalogueWordsIn(locale);
  const plant = (id: number, slug: string | null, overrides: Partial<UserPlantWithWatering> = {}) => testPlant(id, slug, overrides, names.commonName);
  return {
    plants: [
      plant(1, "tomato", { customName: "Big Red", exposure: "greenhouse" }),
      plant(2, "tomato"),
      plant(3, "tomato", { exposure: "container", location: "Patio" }),
      plant(4, "cherry-tomato", { customName: "Sungold", exposure: "container" }),
      plant(5, "basil", { exposure: "container", location: "Kitchen windowsill" }),
      plant(6, "mint", { exposure: "container" }),
      plant(7, "rose", { location: "Front bed" }),
      plant(8, "zucchini", { exposure: "raised-bed" }),
      plant(9, "strawberry", { exposure: "raised-bed" }),
      plant(10, null, { customCommonName: "Lemon Verbena", exposure: "container" }),
      plant(11, "potato", { location: "Beside the greenhouse" }),
    ],
    catalogue,
    openTasks: [
      testTask(101, "Prune Rose", "prune", 7, "2026-11-20"),
      testTask(102, "Fertilize Tomato", "fertilize", 1, TODAY),
      testTask(103, "Fertilize Tomato", "fertilize", 2, "2026-11-26"),
      testTask(104, "Water Basil", "water", 5, TODAY),
      testTask(105, "Harvest Strawberry", "harvest", 9, TODAY),
      testTask(106, "Feed the roses", "fertilize", 7, "2026-11-24"),
      testTask(107, "Prune Rose", "prune", 7, "2026-12-20"),
    ],
    today: TODAY,
    words: await proposalWordsIn({ timeZone: locale === "en" ? "UTC" : "Europe/Berlin", units: "metric", locale }),
  };
}

/** What the offline assistant proposes for a message of a gardener of `locale`, in the garden above (null: no request understood). */
export async function proposeIn(locale: AppLocale, message: string): Promise<OfflineProposal | null> {
  return offlineProposals(message, await gardenIn(locale));
}

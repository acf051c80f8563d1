import "server-only";
import { noModelOnThisServer } from "@/lib/chat-types";
import type { CataloguePlant } from "@/lib/garden-types";
import { englishPlantFacts, englishWatering } from "@/lib/english-words";
import { formatHarvest } from "@/lib/harvest";
import { plantDisplayName, plantKindName } from "@/lib/plant-display";
import { formatTaskDuration } from "@/lib/tasks";
import { formatNextWatering } from "@/lib/watering";
import { formatTemperature } from "@/lib/format";
import type { GardenerContext } from "./gardener-context";

export const OFFLINE_NOTE = `_I'm the offline assistant, not an AI model: I answer from your garden, your tasks, the weather and the plant catalogue with simple rules. ${noModelOnThisServer("for open questions")}_`;

const SUNLIGHT = { full_sun: "full sun", partial_sun: "partial sun", partial_shade: "partial shade", shade: "shade" };

const has = (text: string, ...words: string[]) => words.some((word) => new RegExp(`\\b${word}`, "i").test(text));

/** Catalogue plants named in the message, longest names first ("cherry tomato" before "tomato"). */
function mentionedPlants(message: string, catalogue: CataloguePlant[]): CataloguePlant[] {
  const text = message.toLowerCase();
  const found: CataloguePlant[] = [];
  let rest = text;
  for (const plant of [...catalogue].sort((a, b) => b.commonName.length - a.commonName.length)) {
    const name = plant.commonName.toLowerCase();
    const pattern = new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(e?s)?\\b`);
    if (pattern.test(rest)) {
      found.push(plant);
      rest = rest.replace(pattern, " ");
    }
  }
  return found;
}

function careCard(plant: CataloguePlant, context: GardenerContext): string {
  const lines = [
    `**${plant.commonName}** (_${plant.scientificName}_)`,
    `- Water about every ${plant.waterFrequency} ${plant.waterFrequency === 1 ? "day" : "days"}`,
    `- Light: ${SUNLIGHT[plant.sunlight]}`,
    plant.harvestTime ? `- First harvest about ${plant.harvestTime} days after planting` : "- Grown for its looks rather than a harvest",
    `- ${plant.careDescription}`,
  ];
  const yours = context.plants.filter((own) => own.plant?.id === plant.id);
  for (const own of yours) {
    lines.push(`- Your ${plantDisplayName(own)}: next watering ${formatNextWatering(own.daysUntilWatering, englishWatering).toLowerCase()}.`);
  }
  return lines.join("\n");
}

function wateringAnswer(context: GardenerContext): string {
  if (context.plants.length === 0) return "You have no plants in My Garden yet. Add some and I'll keep track of their watering.";
  const due = context.plants.filter((plant) => plant.daysUntilWatering !== null && plant.daysUntilWatering <= 0);
  const soon = context.plants
    .filter((plant) => plant.daysUntilWatering !== null && plant.daysUntilWatering > 0)
    .sort((a, b) => a.daysUntilWatering! - b.daysUntilWatering!)
    .slice(0, 5);
  const lines = [
    due.length
      ? `These need water now: ${due.map(plantDisplayName).join(", ")}.`
      : "Nothing needs water right now.",
  ];
  if (soon.length) {
    lines.push(`Coming up: ${soon.map((plant) => `${plantDisplayName(plant)} (${formatNextWatering(plant.daysUntilWatering, englishWatering).toLowerCase()})`).join(", ")}.`);
  }
  const rain = context.weather?.tips.find((tip) => tip.kind === "rain");
  if (rain) lines.push(`${rain.reason} ${rain.advice}`);
  return lines.join("\n\n");
}

function tasksAnswer(context: GardenerContext): string {
  if (context.dueTasks.length === 0) return "No care tasks are due today. Enjoy the garden!";
  return [
    `You have ${context.dueTasks.length} ${context.dueTasks.length === 1 ? "task" : "tasks"} due today or overdue:`,
    ...context.dueTasks.slice(0, 10).map((task) => `- ${task.title} (${formatTaskDuration(task.estimatedMinutes)}${task.dueDate < context.today ? ", overdue" : ""})`),
  ].join("\n");
}

function weatherAnswer(context: GardenerContext): string {
  if (!context.weather) {
    return context.profile.location
      ? "I can't reach the weather service right now. Please try again later."
      : "I don't know where your garden is yet. Set your location in Settings and I'll include the forecast.";
  }
  const { weather, tips } = context.weather;
  const lines = [`In ${weather.location} it's ${formatTemperature(weather.temperature, { units: context.profile.units })} and ${weather.condition.toLowerCase()}.`];
  if (tips.length) lines.push(...tips.map((tip) => `- **${tip.title}:** ${tip.advice} ${tip.reason}`));
  else lines.push("No weather warnings for your garden.");
  return lines.join("\n");
}

function harvestAnswer(context: GardenerContext): string {
  const crops = context.plants.filter((plant) => plant.daysUntilHarvest !== null);
  if (crops.length === 0) return "None of your plants has a harvest time. Add vegetables, herbs or fruit to track harvests.";
  return crops
    .sort((a, b) => a.daysUntilHarvest! - b.daysUntilHarvest!)
    .map((plant) => `- ${plantDisplayName(plant)} (${plantKindName(plant)}): ${formatHarvest(plant.daysUntilHarvest, englishPlantFacts)}`)
    .join("\n");
}

/** A rule-based answer from the catalogue and the gardener's own data; says plainly what it is. */
export function offlineAnswer(message: string, context: GardenerContext, catalogue: CataloguePlant[]): string {
  const parts: string[] = [];
  const plants = mentionedPlants(message, catalogue).slice(0, 3);
  if (plants.length) parts.push(plants.map((plant) => careCard(plant, context)).join("\n\n"));
  else if (has(message, "water", "thirst", "dry", "wilt")) parts.push(wateringAnswer(context));
  if (has(message, "task", "to ?do", "today", "chore", "should i do")) parts.push(tasksAnswer(context));
  if (has(message, "weather", "rain", "frost", "forecast", "heat", "wind", "sun\\b", "cold", "hot")) parts.push(weatherAnswer(context));
  if (has(message, "harvest", "pick", "ripe", "ready")) parts.push(harvestAnswer(context));
  if (parts.length === 0) {
    parts.push(
      "I can help with watering (\"what needs water?\"), today's tasks, the weather and the care of any plant in the catalogue (\"how do I grow basil?\").",
    );
  }
  return `${parts.join("\n\n")}\n\n${OFFLINE_NOTE}`;
}

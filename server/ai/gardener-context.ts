import "server-only";
import type { UserPlantWithWatering } from "@/lib/garden-types";
import { englishPlantFacts, englishTasks, englishWatering } from "@/lib/english-words";
import { formatHarvest } from "@/lib/harvest";
import { plantDisplayName, plantKindName } from "@/lib/plant-display";
import { plantStatusLabel } from "@/lib/plant-status";
import type { UserProfile } from "@/lib/profile-types";
import type { Task } from "@/lib/task-types";
import { formatTaskDuration } from "@/lib/tasks";
import { formatLastWatered, formatNextWatering } from "@/lib/watering";
import { formatTemperature, formatWind, type Units } from "@/lib/format";
import { uvLabel, type WeatherResponse } from "@/lib/weather";
import { todayInTimeZone } from "@/lib/dates";
import { listUserPlants } from "@/server/garden/plants";
import { type Gardener } from "@/server/account/gardener";
import type { AppLocale } from "@/lib/i18n/locales";
import { toUserProfile } from "@/server/account/profile";
import { listTasks } from "@/server/care/tasks";
import { weatherForGardener } from "@/server/weather";

/** What the assistant knows about the gardener when it answers. */
export type GardenerContext = {
  profile: UserProfile;
  today: string;
  plants: UserPlantWithWatering[];
  /** Open tasks due today or earlier. */
  dueTasks: Task[];
  /** Null when no location is set or the weather source failed. */
  weather: WeatherResponse | null;
};

export async function loadGardenerContext(gardener: Gardener): Promise<GardenerContext> {
  const [plants, tasks, weather] = await Promise.all([
    listUserPlants(gardener),
    listTasks(gardener, "all"),
    gardener.location ? weatherForGardener(gardener).catch(() => null) : Promise.resolve(null),
  ]);
  const today = todayInTimeZone(gardener.timeZone);
  return {
    profile: toUserProfile(gardener),
    today,
    plants,
    dueTasks: tasks.filter((task) => !task.completed && task.dueDate <= today),
    weather,
  };
}

function plantLine(plant: UserPlantWithWatering): string {
  const name = plantDisplayName(plant);
  const kind = plantKindName(plant);
  const parts = [
    name === kind ? name : `${name} (${kind})`,
    `status ${plantStatusLabel(plant.status)}`,
    `next watering: ${formatNextWatering(plant.daysUntilWatering, englishWatering)}`,
    `last watered: ${formatLastWatered(plant.daysSinceWatering, englishWatering)}`,
  ];
  if (plant.daysUntilHarvest !== null) parts.push(`harvest: ${formatHarvest(plant.daysUntilHarvest, englishPlantFacts)}`);
  if (plant.location) parts.push(`in ${plant.location}`);
  return `- ${parts.join("; ")}`;
}

/** The units the gardener reads, for the model: its answers use them (the app's data stays metric). */
function unitsLine(units: Units): string {
  return units === "imperial"
    ? "Units: they use imperial units. Give temperatures in °F, rain and lengths in inches (feet for heights), wind in mph and weights in lb and oz; convert the metric values the app gives you."
    : "Units: they use metric units. Give temperatures in °C, rain in mm, lengths in cm and m, wind in km/h and weights in g and kg.";
}

/**
 * The language the gardener reads, for the model: it answers in it (the app's data below, its
 * reasons and tips included, may be in it or in English). Their own names stay as they are.
 */
export function languageLine(locale: AppLocale): string {
  const name = LANGUAGE_NAMES_IN_ENGLISH[locale];
  return `Language: they read ${name}. Answer in natural ${name}, as a gardener of that language would write, unless they write to you in another language; keep the names of their plants and gardens as they are.`;
}

/** Each language's English name, for the model's prompt. */
const LANGUAGE_NAMES_IN_ENGLISH: Readonly<Record<AppLocale, string>> = { en: "English", de: "German", es: "Spanish", fr: "French" };

/** The gardener's situation as plain text for the model's system prompt. */
export function describeGardener(context: GardenerContext): string {
  const { profile, plants, dueTasks, weather } = context;
  const lines = [
    `Today is ${context.today}.`,
    `Gardener: ${profile.name}. Location: ${profile.location ?? "not set"}. USDA zone: ${profile.climateZone ?? "not set"}. Garden type: ${profile.gardenType ?? "not set"}. Experience: ${profile.experienceLevel ?? "not set"}.`,
    unitsLine(profile.units),
    languageLine(profile.locale),
    plants.length ? `Their plants (${plants.length}):\n${plants.slice(0, 60).map(plantLine).join("\n")}` : "They have no plants yet.",
    dueTasks.length
      ? `Care tasks due today or overdue:\n${dueTasks
          .slice(0, 20)
          .map((task) => `- ${task.title} (due ${task.dueDate}, ${task.priority} priority, ${formatTaskDuration(task.estimatedMinutes, englishTasks)})`)
          .join("\n")}`
      : "No care tasks are due today.",
  ];
  if (weather) {
    const w = weather.weather;
    lines.push(
      `Weather now in ${w.location}: ${formatTemperature(w.temperature, { units: profile.units })}, ${w.condition}, humidity ${Math.round(w.humidity)}%, UV ${Math.round(w.uvIndex)} (${uvLabel(w.uvIndex)}), wind ${formatWind(w.windSpeed, { units: profile.units })} ${w.windDirection}.`,
      weather.tips.length
        ? `Gardening tips from the forecast:\n${weather.tips.map((tip) => `- ${tip.title}: ${tip.advice} (${tip.reason})`).join("\n")}`
        : "No weather warnings.",
    );
  } else {
    lines.push("Weather: not available.");
  }
  return lines.join("\n");
}

export function systemPrompt(context: GardenerContext): string {
  return [
    "You are a friendly, expert gardening assistant inside a garden app.",
    "Answer practically and briefly, in Markdown. Use the gardener's own plants, tasks and weather below when relevant, and match their experience level.",
    "If you are not sure, say so; never invent facts about their garden.",
    "",
    describeGardener(context),
  ].join("\n");
}

/** Who the gardener is, in a few lines: the chat's model asks its tools for the rest when it needs it. */
export function describeGardenerBriefly(gardener: Gardener, today: string): string {
  const profile = toUserProfile(gardener);
  return [
    `Today is ${today} (time zone ${gardener.timeZone}).`,
    `Gardener: ${profile.name}. Garden: ${gardener.gardenName}. Location: ${profile.location ?? "not set"}. USDA zone: ${profile.climateZone ?? "not set"}. Garden type: ${profile.gardenType ?? "not set"}. Experience: ${profile.experienceLevel ?? "not set"}.`,
    unitsLine(gardener.units),
    languageLine(gardener.locale),
  ].join("\n");
}

/** The chat's system prompt when the model has tools (docs/architecture.md#the-ai-gardener-acts). */
export function toolSystemPrompt(brief: string): string {
  return [
    "You are a friendly, expert gardening assistant inside a garden app.",
    "Answer practically and briefly, in Markdown, matching the gardener's experience level.",
    "Use your tools to look up their plants, tasks, weather, harvests, planner and diagnoses when a question needs them; never invent facts about their garden.",
    "When the gardener tells you they did something or asks you to do something (watering, finishing or putting off a task, a new task or reminder, a new plant, a harvest), call the matching tool with ids from a lookup. The gardener approves each change in the chat; until a tool result says it was done, say it is waiting for their approval, not that it is done.",
    "If a tool refuses, explain why in plain words. If you are not sure, say so.",
    "",
    brief,
  ].join("\n");
}

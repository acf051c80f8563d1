"use client";

import { useTranslations } from "next-intl";
import { CloudSun, Droplets, Sprout, TrendingUp } from "@/components/ui/icons";
import { useDashboardStats } from "@/hooks/use-dashboard";
import { useAfterHydration } from "@/hooks/use-hydrated";
import { useWeather } from "@/hooks/use-weather";
import { greetingForHour, hourInTimeZone, type GreetingTime } from "@/lib/greeting";

/**
 * docs/product.md#screens: the greeting follows the browser's local time. The server renders it in the
 * profile's time zone; the browser's own clock takes over once hydrated.
 */
function useBrowserGreeting(profileTimeZone: string) {
  return useAfterHydration(
    () => greetingForHour(new Date().getHours()),
    () => greetingForHour(hourInTimeZone(new Date(), profileTimeZone)),
  );
}

/** Each greeting lib/greeting.ts chooses, as its "Dashboard" messages (alone, and with the first name). */
const GREETINGS = {
  morning: { alone: "morning", named: "morningNamed" },
  afternoon: { alone: "afternoon", named: "afternoonNamed" },
  evening: { alone: "evening", named: "eveningNamed" },
} as const satisfies Record<GreetingTime, { alone: string; named: string }>;

/** Greeting with the three tiles; the counts (rendered by the server) refresh after watering or adding plants. */
export function GreetingBanner({
  firstName,
  gardenName,
  timezone,
  askWeather,
}: {
  firstName: string | null;
  gardenName: string;
  timezone: string;
  /** False until the garden has a place: no weather request that can only fail. */
  askWeather: boolean;
}) {
  const t = useTranslations("Dashboard");
  const { data: stats } = useDashboardStats();
  const greeting = GREETINGS[useBrowserGreeting(timezone)];
  const weather = useWeather(askWeather);
  const topTip = weather.data?.tips[0];
  const weatherAlert = topTip ? t("weatherTip", { title: topTip.title, reason: topTip.reason }) : t("checkForecast");
  const tiles = [
    { icon: Droplets, title: t("waterReminder"), text: stats ? t("tasksToday", { count: stats.tasksToday }) : t("loading") },
    { icon: CloudSun, title: t("weatherAlert"), text: weatherAlert },
    {
      icon: TrendingUp,
      title: t("growthUpdate"),
      text: stats ? t("recentlyPlanted", { count: stats.recentlyPlanted }) : t("loading"),
    },
  ];
  return (
    <section
      aria-labelledby="greeting-heading"
      className="overflow-hidden rounded-2xl bg-gradient-to-br from-primary to-primary/80 p-6 text-primary-foreground shadow-md sm:p-8"
    >
      <h1 id="greeting-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {firstName ? t(greeting.named, { name: firstName }) : t(greeting.alone)}
      </h1>
      <p className="mt-1 text-primary-foreground">{t("intro")}</p>
      <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-primary-foreground/15 px-3 py-1 text-sm font-medium text-primary-foreground">
        <Sprout className="size-4" aria-hidden="true" /> {t("showingGarden", { garden: gardenName })}
      </p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-3">
        {tiles.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-center gap-3 rounded-xl bg-primary-foreground/15 p-4">
            <Icon className="size-6 shrink-0" aria-hidden="true" />
            <div>
              <p className="text-sm font-semibold">{title}</p>
              <p className="text-sm text-primary-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

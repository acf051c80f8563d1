"use client";

import { CloudSun, Droplets, Sprout, TrendingUp } from "@/components/ui/icons";
import { useDashboardStats } from "@/hooks/use-dashboard";
import { useAfterHydration } from "@/hooks/use-hydrated";
import { useWeather } from "@/hooks/use-weather";
import { greetingForHour, hourInTimeZone } from "@/lib/greeting";

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

function plural(countValue: number, one: string, many: string) {
  return `${countValue} ${countValue === 1 ? one : many}`;
}

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
  const { data: stats } = useDashboardStats();
  const greeting = useBrowserGreeting(timezone);
  const weather = useWeather(askWeather);
  const topTip = weather.data?.tips[0];
  const weatherAlert = topTip ? `${topTip.title}: ${topTip.reason}` : "Check today's forecast before you water";
  const tiles = [
    { icon: Droplets, title: "Water reminder", text: stats ? `${plural(stats.tasksToday, "task", "tasks")} today` : "Loading..." },
    { icon: CloudSun, title: "Weather alert", text: weatherAlert },
    {
      icon: TrendingUp,
      title: "Growth update",
      text: stats ? `${plural(stats.recentlyPlanted, "plant", "plants")} recently planted` : "Loading...",
    },
  ];
  return (
    <section
      aria-labelledby="greeting-heading"
      className="overflow-hidden rounded-2xl bg-gradient-to-br from-primary to-primary/80 p-6 text-primary-foreground shadow-md sm:p-8"
    >
      <h1 id="greeting-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {greeting}
        {firstName ? `, ${firstName}` : ""}!
      </h1>
      <p className="mt-1 text-primary-foreground">Here&apos;s what&apos;s happening in your garden today.</p>
      <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-primary-foreground/15 px-3 py-1 text-sm font-medium text-primary-foreground">
        <Sprout className="size-4" aria-hidden="true" /> Showing {gardenName}
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

import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { CalendarDays, Leaf, MessageCircle, ScanSearch, Search, Sprout } from "@/components/ui/icons";
import { ChatPanel } from "@/components/chat/chat-panel";
import { ServerData } from "@/components/layout/server-data";
import type { AiStatus, ChatMessage } from "@/lib/chat-types";
import { canAskWeather } from "@/lib/place";
import type { DashboardGarden, DashboardStats, DashboardTasks } from "@/lib/dashboard-types";
import { TodaysTasksCard } from "@/components/tasks/todays-tasks-card";
import { WeatherCard, type GardenPlaceState } from "@/components/weather/weather-card";
import { GardenStrip } from "./garden-strip";
import { GreetingBanner } from "./greeting-banner";

/** label and description: "Dashboard" messages. */
const QUICK_ACTIONS = [
  { href: "/diagnose", label: "diagnosePlant", description: "diagnosePlantText", icon: ScanSearch },
  { href: "/plants?add=1", label: "findPlants", description: "findPlantsText", icon: Search },
  { href: "/schedule", label: "careSchedule", description: "careScheduleText", icon: CalendarDays },
  { href: "/planner", label: "gardenPlanner", description: "gardenPlannerText", icon: Sprout },
] as const;

/**
 * The dashboard. The server reads only what it shows (the counts, the first 5 open tasks, the newest
 * 4 plants); that goes to the client cache, where the cards read (and after changes refetch) it.
 * Server component.
 */
export async function DashboardView({
  firstName,
  gardenName,
  timezone,
  today,
  stats,
  garden,
  tasks,
  doneToday,
  chatHistory,
  aiStatus,
  place,
}: {
  firstName: string | null;
  /** The open garden, which the whole dashboard shows. */
  gardenName: string;
  timezone: string;
  today: string;
  stats: DashboardStats;
  garden: DashboardGarden;
  tasks: DashboardTasks;
  doneToday: DashboardTasks["due"];
  chatHistory: ChatMessage[];
  aiStatus: AiStatus;
  /** The garden's place: until there is one, the weather card asks for it. */
  place: GardenPlaceState;
}) {
  const t = await getTranslations("Dashboard");
  return (
    <ServerData dashboardStats={stats} dashboardGarden={garden} dashboardTasks={tasks} tasksDoneToday={doneToday}>
      <div className="grid grid-cols-1 gap-8">
        <GreetingBanner firstName={firstName} gardenName={gardenName} timezone={timezone} askWeather={canAskWeather(place.status)} />

        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <TodaysTasksCard today={today} />
          <WeatherCard place={place} />
        </div>

        <section aria-labelledby="dashboard-chat-heading" className="grid gap-4">
          <h2 id="dashboard-chat-heading" className="flex items-center gap-2 text-xl font-semibold">
            <MessageCircle className="size-5 text-primary" aria-hidden="true" /> {t("askTitle")}
          </h2>
          <ChatPanel history={chatHistory} status={aiStatus} />
        </section>

        <GardenStrip />

        <section aria-labelledby="quick-actions-heading">
          <h2 id="quick-actions-heading" className="mb-4 flex items-center gap-2 text-xl font-semibold">
            <Leaf className="size-5 text-primary" aria-hidden="true" /> {t("quickActions")}
          </h2>
          <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {QUICK_ACTIONS.map(({ href, label, description, icon: Icon }) => (
              <li key={label}>
                <Link
                  href={href}
                  className="flex h-full flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <Icon className="size-6 text-primary" aria-hidden="true" />
                  <span className="font-medium">{t(label)}</span>
                  <span className="text-sm text-muted-foreground">{t(description)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </ServerData>
  );
}

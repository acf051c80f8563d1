import Link from "next/link";
import { CalendarDays, CloudSun, Droplets, Leaf, ScanSearch, Search, Sprout, TrendingUp } from "lucide-react";
import { greetingForHour, hourInTimeZone } from "@/lib/greeting";
import type { DashboardStats } from "@/server/dashboard";

const QUICK_ACTIONS = [
  { href: "/diagnose", label: "Diagnose Plant", description: "Check a sick plant from a photo", icon: ScanSearch },
  { href: "/plants", label: "Find New Plants", description: "Browse the catalogue and add plants", icon: Search },
  { href: "/", label: "Care Schedule", description: "See what your garden needs today", icon: CalendarDays },
  { href: "/", label: "Garden Planner", description: "Plan what to grow next", icon: Sprout },
] as const;

function plural(countValue: number, one: string, many: string) {
  return `${countValue} ${countValue === 1 ? one : many}`;
}

export function DashboardView({
  firstName,
  timezone,
  stats,
}: {
  firstName: string | null;
  timezone: string;
  stats: DashboardStats;
}) {
  const greeting = greetingForHour(hourInTimeZone(new Date(), timezone));
  const tiles = [
    { icon: Droplets, title: "Water reminder", text: `${plural(stats.tasksToday, "task", "tasks")} today` },
    { icon: CloudSun, title: "Weather alert", text: "Check today's forecast before you water" },
    { icon: TrendingUp, title: "Growth update", text: `${plural(stats.recentlyPlanted, "plant", "plants")} recently planted` },
  ];
  return (
    <div className="grid gap-8">
      <section
        aria-labelledby="greeting-heading"
        className="overflow-hidden rounded-2xl bg-gradient-to-br from-primary to-primary/80 p-6 text-primary-foreground shadow-md sm:p-8"
      >
        <h1 id="greeting-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {greeting}
          {firstName ? `, ${firstName}` : ""}!
        </h1>
        <p className="mt-1 text-primary-foreground">Here&apos;s what&apos;s happening in your garden today.</p>
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

      <section aria-labelledby="quick-actions-heading">
        <h2 id="quick-actions-heading" className="mb-4 flex items-center gap-2 text-xl font-semibold">
          <Leaf className="size-5 text-primary" aria-hidden="true" /> Quick Actions
        </h2>
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {QUICK_ACTIONS.map(({ href, label, description, icon: Icon }) => (
            <li key={label}>
              <Link
                href={href}
                className="flex h-full flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <Icon className="size-6 text-primary" aria-hidden="true" />
                <span className="font-medium">{label}</span>
                <span className="text-sm text-muted-foreground">{description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

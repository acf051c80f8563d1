import { DashboardView } from "@/components/dashboard/dashboard-view";
import { todayInTimeZone } from "@/lib/dates";
import { getCurrentUser } from "@/server/auth";
import { getDashboardStats } from "@/server/dashboard";
import { listUserPlants } from "@/server/garden";
import { gardenerOf } from "@/server/profile";
import { ensureScheduledTasks, listTasks } from "@/server/tasks";

export default async function DashboardPage() {
  const user = await getCurrentUser();
  // Signed out: the layout shows the landing page instead.
  if (!user) return null;
  const gardener = await gardenerOf(user);
  await ensureScheduledTasks(gardener);
  const [stats, plants, tasks] = await Promise.all([
    getDashboardStats(gardener.userId, gardener.timeZone),
    listUserPlants(gardener.userId, gardener.timeZone),
    listTasks(gardener, "all"),
  ]);
  return (
    <DashboardView
      firstName={user.firstName}
      timezone={gardener.timeZone}
      today={todayInTimeZone(gardener.timeZone)}
      stats={stats}
      plants={plants}
      tasks={tasks}
    />
  );
}

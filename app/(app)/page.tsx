import { DashboardView } from "@/components/dashboard/dashboard-view";
import { todayInTimeZone } from "@/lib/dates";
import { locationStatus } from "@/lib/place";
import { getDashboardStats } from "@/server/dashboard";
import { DASHBOARD_PLANT_LIMIT, DASHBOARD_TASK_LIMIT } from "@/lib/dashboard-types";
import { listFirstUserPlants } from "@/server/plants";
import { currentGardener } from "@/server/profile";
import { listDashboardTasks, listTasks } from "@/server/tasks";
import { aiStatus } from "@/server/ai/status";
import { listChatMessages } from "@/server/chat";

/** The dashboard's chat shows the latest exchanges; /chat has the full history. */
const DASHBOARD_CHAT_HISTORY = 10;

export default async function DashboardPage() {
  const gardener = await currentGardener();
  // Signed out: the layout shows the landing page instead.
  if (!gardener) return null;
  // Tasks first: reading them keeps the care schedule in place for the stats.
  const tasks = await listDashboardTasks(gardener);
  const [stats, garden, doneToday, chatHistory] = await Promise.all([
    getDashboardStats(gardener),
    listFirstUserPlants(gardener, DASHBOARD_PLANT_LIMIT),
    listTasks(gardener, "doneToday", { limit: DASHBOARD_TASK_LIMIT }),
    listChatMessages(gardener.userId, DASHBOARD_CHAT_HISTORY),
  ]);
  return (
    <DashboardView
      firstName={gardener.firstName}
      gardenName={gardener.gardenName}
      timezone={gardener.timeZone}
      today={todayInTimeZone(gardener.timeZone)}
      stats={stats}
      garden={garden}
      tasks={tasks}
      doneToday={doneToday}
      chatHistory={chatHistory}
      aiStatus={aiStatus()}
      place={{ status: locationStatus(gardener), location: gardener.location }}
    />
  );
}

import { DashboardView } from "@/components/dashboard/dashboard-view";
import { todayInTimeZone } from "@/lib/dates";
import { locationStatus } from "@/lib/place";
import { getDashboardStats } from "@/server/care/dashboard";
import { DASHBOARD_PLANT_LIMIT, DASHBOARD_TASK_LIMIT } from "@/lib/dashboard-types";
import { listFirstUserPlants } from "@/server/garden/plants";
import { currentGardener } from "@/server/account/gardener";
import { keepCarePlanCurrent } from "@/server/care/care-plan";
import { listDashboardTasks, listTasks } from "@/server/care/tasks";
import { aiStatus } from "@/server/ai/status";
import { listChatMessages } from "@/server/assistant/chat";
import { PageMessages } from "@/components/page-messages";

/** The dashboard's chat shows the latest exchanges; /chat has the full history. */
const DASHBOARD_CHAT_HISTORY = 10;

export default async function DashboardPage() {
  const signedIn = await currentGardener();
  // Signed out: the layout shows the landing page instead.
  if (!signedIn) return null;
  // The care plan once, then every read with the plan as it now stands (none plans again).
  const gardener = await keepCarePlanCurrent(signedIn);
  const [tasks, stats, garden, doneToday, chatHistory] = await Promise.all([
    listDashboardTasks(gardener),
    getDashboardStats(gardener),
    listFirstUserPlants(gardener, DASHBOARD_PLANT_LIMIT),
    listTasks(gardener, "doneToday", { limit: DASHBOARD_TASK_LIMIT }),
    listChatMessages(gardener.userId, DASHBOARD_CHAT_HISTORY),
  ]);
  return (
    <PageMessages namespaces={["AddPlant", "Chat", "Common", "Dashboard", "Garden", "Harvests", "Journal", "NearDays", "PlantCard", "PlantCharts", "PlantDetails", "PlantFacts", "Tasks", "Toasts", "Watering", "Weather"]}>
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
    </PageMessages>
  );
}

import { DashboardView } from "@/components/dashboard/dashboard-view";
import { todayInTimeZone } from "@/lib/dates";
import { getCurrentUser } from "@/server/auth";
import { getDashboardStats } from "@/server/dashboard";
import { gardenerOf } from "@/server/profile";
import { ensureScheduledTasks, listTasks } from "@/server/tasks";
import { aiStatus } from "@/server/ai/status";
import { listChatMessages } from "@/server/chat";

/** The dashboard's chat shows the latest exchanges; /chat has the full history. */
const DASHBOARD_CHAT_HISTORY = 10;

export default async function DashboardPage() {
  const user = await getCurrentUser();
  // Signed out: the layout shows the landing page instead.
  if (!user) return null;
  const gardener = await gardenerOf(user);
  const plants = await ensureScheduledTasks(gardener);
  const [stats, tasks, chatHistory] = await Promise.all([
    getDashboardStats(gardener.userId, gardener.timeZone),
    listTasks(gardener, "all"),
    listChatMessages(gardener.userId, DASHBOARD_CHAT_HISTORY),
  ]);
  return (
    <DashboardView
      firstName={user.firstName}
      timezone={gardener.timeZone}
      today={todayInTimeZone(gardener.timeZone)}
      stats={stats}
      plants={plants}
      tasks={tasks}
      chatHistory={chatHistory}
      aiStatus={aiStatus()}
    />
  );
}

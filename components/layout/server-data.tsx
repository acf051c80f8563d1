import type { ReactNode } from "react";
import { dehydrate, QueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/hooks/query-keys";
import type { DashboardGarden, DashboardStats, DashboardTasks, TasksDoneToday } from "@/lib/dashboard-types";
import type { UserPlantWithWatering } from "@/lib/garden-types";
import { HydrateQueries } from "./hydrate-queries";

/**
 * A server page hands what it rendered to the client cache, each answer under the key of the REST
 * call that returns it (the hooks then read it like any fetched answer). Server component.
 */
export function ServerData({
  dashboardStats,
  dashboardGarden,
  dashboardTasks,
  tasksDoneToday,
  userPlantsWithWatering,
  children,
}: {
  dashboardStats?: DashboardStats;
  dashboardGarden?: DashboardGarden;
  dashboardTasks?: DashboardTasks;
  tasksDoneToday?: TasksDoneToday;
  userPlantsWithWatering?: UserPlantWithWatering[];
  children: ReactNode;
}) {
  const answers = new QueryClient();
  if (dashboardStats) answers.setQueryData(queryKeys.dashboardStats, dashboardStats);
  if (dashboardGarden) answers.setQueryData(queryKeys.dashboardGarden, dashboardGarden);
  if (dashboardTasks) answers.setQueryData(queryKeys.dashboardTasks, dashboardTasks);
  if (tasksDoneToday) answers.setQueryData(queryKeys.tasksDoneToday, tasksDoneToday);
  if (userPlantsWithWatering) answers.setQueryData(queryKeys.userPlantsWithWatering, userPlantsWithWatering);
  return <HydrateQueries state={dehydrate(answers)}>{children}</HydrateQueries>;
}

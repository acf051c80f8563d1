"use client";

import { useQuery } from "@tanstack/react-query";
import type { DashboardGarden, DashboardStats, DashboardTasks, TasksDoneToday } from "@/lib/dashboard-types";
import { queryKeys } from "./query-keys";

export function useDashboardStats() {
  return useQuery<DashboardStats>({ queryKey: queryKeys.dashboardStats });
}

/** The garden strip's plants; like the full list, refetched when the gardener comes back to the tab (docs/product.md#rest-api). */
export function useDashboardGarden() {
  return useQuery<DashboardGarden>({ queryKey: queryKeys.dashboardGarden, refetchOnWindowFocus: "always" });
}

/** Tasks completed today in the garden, and by whom (Today's Tasks, under the open ones). */
export function useTasksDoneToday() {
  return useQuery<TasksDoneToday>({ queryKey: queryKeys.tasksDoneToday });
}

export function useDashboardTasks() {
  return useQuery<DashboardTasks>({ queryKey: queryKeys.dashboardTasks });
}

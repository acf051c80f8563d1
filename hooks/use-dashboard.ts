"use client";

import { useQuery } from "@tanstack/react-query";
import type { DashboardStats } from "@/lib/dashboard-types";
import { queryKeys } from "./query-keys";

export function useDashboardStats() {
  return useQuery<DashboardStats>({ queryKey: queryKeys.dashboardStats });
}

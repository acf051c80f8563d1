"use client";

import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import type { PlannedPlant } from "@/lib/planner";
import { useServerRefresh } from "./use-server-refresh";

/** POST /api/planner ("Plan it"); the Garden Planner (a server render) is refreshed after. */
export function usePlanPlant() {
  const { refresh } = useServerRefresh();
  return useMutation({
    mutationFn: (plantId: number) => apiJson<PlannedPlant>("POST", "/api/planner", { plantId }),
    onSuccess: () => refresh(),
  });
}

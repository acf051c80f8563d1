"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { toast } from "sonner";
import { apiJson, apiRequest } from "@/lib/api-client";
import type { Harvest, HarvestUnit, HarvestYear } from "@/lib/harvest-log";
import { queryKeys } from "./query-keys";
import { useToasts } from "./toasts";
import { useServerRefresh } from "./use-server-refresh";

export type NewHarvest = { userPlantId: number; quantity: number; unit: HarvestUnit; harvestedOn: string; notes: string | null };

/** GET /api/harvests?year=&userPlantId=: one plant's harvests of a year and their total (the plant details). */
export function usePlantHarvests(userPlantId: number, year: number) {
  return useQuery<HarvestYear>({ queryKey: queryKeys.plantHarvests(userPlantId, year) });
}

/** POST /api/harvests; the Harvests page (a server render) is refreshed after. */
export function useLogHarvest() {
  const { refresh } = useServerRefresh();
  const { t } = useToasts();
  return useMutation({
    mutationFn: (harvest: NewHarvest) => apiJson<Harvest>("POST", "/api/harvests", harvest),
    onSuccess: () => {
      toast.success(t("harvestLogged"));
      refresh();
    },
  });
}

/** DELETE /api/harvests/{id}; the Harvests page is refreshed after. */
export function useDeleteHarvest() {
  const { refresh } = useServerRefresh();
  const { t, explainedFailure } = useToasts();
  return useMutation({
    mutationFn: (harvestId: number) => apiRequest("DELETE", `/api/harvests/${harvestId}`),
    onSuccess: () => {
      toast.success(t("harvestDeleted"));
      refresh();
    },
    onError: (error) => explainedFailure(t("deleteHarvestFailed"), error),
  });
}

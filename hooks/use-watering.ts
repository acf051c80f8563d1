"use client";
// The water balance (docs/watering.md): a plant's chart and learned factor, and a watering task's
// Skip, Snooze and "It rained here". Every change refreshes the tasks and the garden (refetchTasks),
// and the Care Schedule's server render where it shows.

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { formatRain } from "@/lib/format";
import { apiJson } from "@/lib/api-client";
import type { Task } from "@/lib/task-types";
import type { RainReading, WaterBalance } from "@/lib/water-balance";
import type { RainReadingInput } from "@/lib/validations/watering";
import { queryKeys } from "./query-keys";
import { refetchTasks } from "./refetch";
import { useToasts } from "./toasts";
import { useFormat } from "./use-format";
import { useServerRefresh } from "./use-server-refresh";

/** GET /api/user-plants/{id}/water-balance; `enabled` false: not read (a plant being deleted). */
export function useWaterBalance(userPlantId: number, enabled = true) {
  return useQuery<WaterBalance>({ queryKey: queryKeys.waterBalance(userPlantId), enabled });
}

/** POST /api/user-plants/{id}/water-balance/reset: the plant forgets what it learned. */
export function useResetWaterFactor(userPlantId: number) {
  const queryClient = useQueryClient();
  const { t, failure } = useToasts();
  return useMutation({
    mutationFn: () => apiJson<WaterBalance>("POST", `/api/user-plants/${userPlantId}/water-balance/reset`),
    onSuccess: async () => {
      toast.success(t("paceReset"));
      await refetchTasks(queryClient);
    },
    onError: () => failure(t("paceResetFailed")),
  });
}

/** After a change to the watering plan: React Query's data, then the server render (the Care Schedule). */
function useWateringChange() {
  const queryClient = useQueryClient();
  const { refresh } = useServerRefresh();
  return async () => {
    await refetchTasks(queryClient);
    refresh();
  };
}

/** POST /api/tasks/{id}/snooze { days }. */
export function useSnoozeTask() {
  const changed = useWateringChange();
  const { t, failure } = useToasts();
  return useMutation({
    mutationFn: ({ id, days }: { id: number; days: number }) => apiJson<Task>("POST", `/api/tasks/${id}/snooze`, { days }),
    onSuccess: async (task, { days }) => {
      toast.success(t("snoozed", { count: days }), { description: task.title });
      await changed();
    },
    onError: () => failure(t("snoozeFailed")),
  });
}

/** POST /api/tasks/{id}/skip: "the soil is still moist". */
export function useSkipTask() {
  const changed = useWateringChange();
  const { t, failure } = useToasts();
  return useMutation({
    mutationFn: (id: number) => apiJson<Task>("POST", `/api/tasks/${id}/skip`),
    onSuccess: async (task) => {
      toast.success(t("skipped"), { description: task.taskType === "water" ? t("skippedWaterText") : task.title });
      await changed();
    },
    onError: () => failure(t("skipFailed")),
  });
}

/** POST /api/gardens/{id}/rain { date, mm } (or { date, inches, unit: "in" }): the gardener's own rain gauge. */
export function useRecordRain(gardenId: number) {
  const changed = useWateringChange();
  const format = useFormat();
  const { t, describeFailure } = useToasts();
  return useMutation({
    mutationFn: (reading: RainReadingInput) => apiJson<RainReading>("POST", `/api/gardens/${gardenId}/rain`, reading),
    onSuccess: async (reading) => {
      toast.success(t("rainRecorded", { rain: formatRain(reading.mm, {}, format) }), { description: t("rainRecordedText") });
      await changed();
    },
    onError: (error) => toast.error(t("rainFailed"), { description: describeFailure(error) }),
  });
}

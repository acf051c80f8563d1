"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { apiJson, apiRequest } from "@/lib/api-client";
import type { Task } from "@/lib/task-types";
import type { createTaskSchema, updateTaskSchema } from "@/lib/validations/tasks";
import { refetchTasks } from "./refetch";
import { useHydrated } from "./use-hydrated";
import { useToasts } from "./toasts";

export function useCreateTask() {
  const queryClient = useQueryClient();
  const { t, failure } = useToasts();
  return useMutation({
    mutationFn: (input: z.input<typeof createTaskSchema>) => apiJson<Task>("POST", "/api/tasks", input),
    onSuccess: async () => {
      toast.success(t("taskCreated"));
      await refetchTasks(queryClient);
    },
    onError: () => failure(t("createTaskFailed")),
  });
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  const { t, failure } = useToasts();
  return useMutation({
    mutationFn: ({ id, updates }: { id: number; updates: z.input<typeof updateTaskSchema> }) =>
      apiJson<Task>("PATCH", `/api/tasks/${id}`, updates),
    onSuccess: async () => {
      toast.success(t("taskUpdated"));
      await refetchTasks(queryClient);
    },
    onError: () => failure(t("updateTaskFailed")),
  });
}

/** "Stop repeating": the task stays, and no next one is made when it is done (PATCH repeatEveryDays: null). */
export function useStopRepeating() {
  const queryClient = useQueryClient();
  const { t, failure } = useToasts();
  return useMutation({
    mutationFn: (id: number) => apiJson<Task>("PATCH", `/api/tasks/${id}`, { repeatEveryDays: null }),
    onSuccess: async () => {
      toast.success(t("stoppedRepeating"), { description: t("stoppedRepeatingText") });
      await refetchTasks(queryClient);
    },
    onError: () => failure(t("updateTaskFailed")),
  });
}

export function useCompleteTask() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const { t, failure } = useToasts();
  return useMutation({
    mutationFn: (id: number) => apiJson<Task>("POST", `/api/tasks/${id}/complete`),
    onSuccess: async (task) => {
      // A harvest task done: offer to log what was picked.
      const logHarvest =
        task.taskType === "harvest" && task.userPlantId
          ? { action: { label: t("logHarvest"), onClick: () => router.push(`/harvests?log=${task.userPlantId}`) } }
          : {};
      // A repeating task: say when it comes round again (server/care/repeating-tasks.ts made it).
      const description = task.repeatEveryDays ? t("taskCompletedRepeatsText", { count: task.repeatEveryDays }) : t("taskCompletedText");
      toast.success(t("taskCompleted"), { description, ...logHarvest });
      await refetchTasks(queryClient);
    },
    onError: () => failure(t("completeTaskFailed")),
  });
}

/**
 * A task's tick box. It ticks on the click itself: the completion's pending state arrives a
 * render later, by when React has already put the controlled box back (a flicker, and a click
 * that seemed not to take). It stays ticked until the refreshed list drops the task and clears
 * again if completing fails. Until the page has hydrated a click would reach no handler: the box
 * is disabled while `hydrated` is false, rather than ticked for nothing.
 */
export function useTaskTick(taskId: number, onCompleted?: () => void) {
  const completeTask = useCompleteTask();
  const hydrated = useHydrated();
  const [ticked, setTicked] = useState(false);
  const tick = () => {
    setTicked(true);
    completeTask.mutate(taskId, { onSuccess: onCompleted, onError: () => setTicked(false) });
  };
  return { ticked, tick, hydrated };
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  const { t, failure } = useToasts();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest("DELETE", `/api/tasks/${id}`);
    },
    onSuccess: async () => {
      toast.success(t("taskDeleted"));
      await refetchTasks(queryClient);
    },
    onError: () => failure(t("deleteTaskFailed")),
  });
}

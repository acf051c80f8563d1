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
import { failureToast } from "./toasts";

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof createTaskSchema>) => apiJson<Task>("POST", "/api/tasks", input),
    onSuccess: async () => {
      toast.success("Task created successfully!");
      await refetchTasks(queryClient);
    },
    onError: () => failureToast("Failed to create task"),
  });
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, updates }: { id: number; updates: z.input<typeof updateTaskSchema> }) =>
      apiJson<Task>("PATCH", `/api/tasks/${id}`, updates),
    onSuccess: async () => {
      toast.success("Task updated successfully!");
      await refetchTasks(queryClient);
    },
    onError: () => failureToast("Failed to update task"),
  });
}

/** "Stop repeating": the task stays, and no next one is made when it is done (PATCH repeatEveryDays: null). */
export function useStopRepeating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<Task>("PATCH", `/api/tasks/${id}`, { repeatEveryDays: null }),
    onSuccess: async () => {
      toast.success("Stopped repeating", { description: "This task stays; no new one will be made when it is done." });
      await refetchTasks(queryClient);
    },
    onError: () => failureToast("Failed to update task"),
  });
}

export function useCompleteTask() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: (id: number) => apiJson<Task>("POST", `/api/tasks/${id}/complete`),
    onSuccess: async (task) => {
      // A harvest task done: offer to log what was picked.
      const logHarvest =
        task.taskType === "harvest" && task.userPlantId
          ? { action: { label: "Log Harvest", onClick: () => router.push(`/harvests?log=${task.userPlantId}`) } }
          : {};
      // A repeating task: say when it comes round again (server/care/repeating-tasks.ts made it).
      const next = task.repeatEveryDays ? ` It comes round again in ${task.repeatEveryDays === 1 ? "1 day" : `${task.repeatEveryDays} days`}.` : "";
      toast.success("Task completed!", { description: `Great job taking care of your garden.${next}`, ...logHarvest });
      await refetchTasks(queryClient);
    },
    onError: () => failureToast("Failed to complete task"),
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
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest("DELETE", `/api/tasks/${id}`);
    },
    onSuccess: async () => {
      toast.success("Task deleted successfully!");
      await refetchTasks(queryClient);
    },
    onError: () => failureToast("Failed to delete task"),
  });
}

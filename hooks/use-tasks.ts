"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import type { z } from "zod";
import { apiJson, apiRequest } from "@/lib/api-client";
import type { Task } from "@/lib/task-types";
import type { createTaskSchema, updateTaskSchema } from "@/lib/validations/tasks";
import { refetchTasks } from "./refetch";
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
      toast.success("Task completed!", { description: "Great job taking care of your garden.", ...logHarvest });
      await refetchTasks(queryClient);
    },
    onError: () => failureToast("Failed to complete task"),
  });
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

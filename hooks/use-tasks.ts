"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { apiRequest } from "@/lib/api-client";
import type { Task } from "@/lib/task-types";
import type { CreateTaskInput, UpdateTaskInput } from "@/lib/validations/tasks";
import { failureToast } from "./use-garden";
import { queryKeys } from "./query-keys";

export function useTasks(initialData?: Task[]) {
  return useQuery<Task[]>({ queryKey: queryKeys.tasks, initialData });
}

/** Tasks change the counts and, for water tasks, the plants' schedules. */
function useRefetchAfterTaskChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.tasks }),
      queryClient.invalidateQueries({ queryKey: queryKeys.dashboardStats }),
      queryClient.invalidateQueries({ queryKey: queryKeys.userPlants }),
      queryClient.invalidateQueries({ queryKey: queryKeys.userPlantsWithWatering }),
      queryClient.invalidateQueries({ queryKey: ["/api/watering/history"] }),
    ]);
}

export function useCreateTask() {
  const refetch = useRefetchAfterTaskChange();
  return useMutation({
    mutationFn: async (input: CreateTaskInput) => (await (await apiRequest("POST", "/api/tasks", input)).json()) as Task,
    onSuccess: async () => {
      toast.success("Task created successfully!");
      await refetch();
    },
    onError: () => failureToast("Failed to create task"),
  });
}

export function useUpdateTask() {
  const refetch = useRefetchAfterTaskChange();
  return useMutation({
    mutationFn: async ({ id, updates }: { id: number; updates: UpdateTaskInput }) =>
      (await (await apiRequest("PATCH", `/api/tasks/${id}`, updates)).json()) as Task,
    onSuccess: async () => {
      toast.success("Task updated successfully!");
      await refetch();
    },
    onError: () => failureToast("Failed to update task"),
  });
}

export function useCompleteTask() {
  const refetch = useRefetchAfterTaskChange();
  return useMutation({
    mutationFn: async (id: number) => (await (await apiRequest("POST", `/api/tasks/${id}/complete`)).json()) as Task,
    onSuccess: async () => {
      toast.success("Task completed!", { description: "Great job taking care of your garden." });
      await refetch();
    },
    onError: () => failureToast("Failed to complete task"),
  });
}

export function useDeleteTask() {
  const refetch = useRefetchAfterTaskChange();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest("DELETE", `/api/tasks/${id}`);
    },
    onSuccess: async () => {
      toast.success("Task deleted successfully!");
      await refetch();
    },
    onError: () => failureToast("Failed to delete task"),
  });
}

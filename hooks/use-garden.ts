"use client";

import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { apiRequest, apiUpload } from "@/lib/api-client";
import type { CataloguePlant, UserPlant, UserPlantWithWatering, Watering } from "@/lib/garden-types";
import { plantDisplayName } from "@/lib/plant-display";
import type { UpdateUserPlantInput } from "@/lib/validations/user-plants";
import { queryKeys } from "./query-keys";

const TRY_AGAIN = "Please try again.";

export function failureToast(title: string) {
  toast.error(title, { description: TRY_AGAIN });
}

/** Drops every list that shows plants, their schedule or the dashboard counts. */
function refetchGarden(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.userPlants }),
    queryClient.invalidateQueries({ queryKey: queryKeys.userPlantsWithWatering }),
    queryClient.invalidateQueries({ queryKey: queryKeys.dashboardStats }),
    queryClient.invalidateQueries({ queryKey: queryKeys.tasks }),
  ]);
}

export function useCatalogue(initialData?: CataloguePlant[]) {
  return useQuery<CataloguePlant[]>({ queryKey: queryKeys.catalogue, initialData });
}

/** Spec §7: always refetched on mount and on window focus. */
export function useUserPlantsWithWatering(initialData?: UserPlantWithWatering[]) {
  return useQuery<UserPlantWithWatering[]>({
    queryKey: queryKeys.userPlantsWithWatering,
    initialData,
    refetchOnMount: "always",
    refetchOnWindowFocus: "always",
  });
}

export function useWateringHistory(userPlantId: number, enabled = true) {
  return useQuery<Watering[]>({ queryKey: queryKeys.wateringHistory(userPlantId), enabled });
}

export type AddCataloguePlantInput = { plantId: number; customName?: string; location?: string; notes?: string };

export function useAddCataloguePlant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AddCataloguePlantInput) =>
      (await (await apiRequest("POST", "/api/user-plants", input)).json()) as UserPlant,
    onSuccess: async () => {
      toast.success("Plant added successfully!", { description: "Your plant has been added to your garden." });
      await refetchGarden(queryClient);
    },
    onError: () => failureToast("Failed to add plant"),
  });
}

export function useAddCustomPlant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: FormData) => (await (await apiUpload("/api/user-plants/custom", form)).json()) as UserPlant,
    onSuccess: async () => {
      toast.success("Plant added successfully!", { description: "Your plant has been added to your garden." });
      await refetchGarden(queryClient);
    },
    onError: () => failureToast("Failed to add plant"),
  });
}

export function useUpdatePlant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, updates }: { id: number; updates: UpdateUserPlantInput }) =>
      (await (await apiRequest("PATCH", `/api/user-plants/${id}`, updates)).json()) as UserPlant,
    onSuccess: async () => {
      toast.success("Plant updated successfully!");
      await refetchGarden(queryClient);
    },
    onError: () => failureToast("Failed to update plant"),
  });
}

export function useDeletePlant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (plant: UserPlant) => {
      await apiRequest("DELETE", `/api/user-plants/${plant.id}`);
      return plant;
    },
    onSuccess: async (plant) => {
      toast.success("Plant deleted", { description: `${plantDisplayName(plant)} was removed from your garden.` });
      queryClient.removeQueries({ queryKey: queryKeys.wateringHistory(plant.id) });
      await refetchGarden(queryClient);
    },
    onError: () => failureToast("Failed to delete plant"),
  });
}

export function useRecordWatering() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userPlantId: number) =>
      (await (await apiRequest("POST", "/api/watering/record", { userPlantId })).json()) as Watering,
    onSuccess: async (watering) => {
      toast.success("Watering recorded!", { description: "Your plant has been marked as watered." });
      await Promise.all([
        refetchGarden(queryClient),
        queryClient.invalidateQueries({ queryKey: queryKeys.wateringHistory(watering.userPlantId) }),
      ]);
    },
    onError: () => failureToast("Failed to record watering"),
  });
}

export function useRefreshImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await (await apiRequest("POST", "/api/plants/refresh-images", {})).json()) as { updatedPlants: UserPlant[] },
    onSuccess: async ({ updatedPlants }) => {
      toast.success("Images updated!", {
        description: `Updated ${updatedPlants.length} plant images with better photos.`,
      });
      await refetchGarden(queryClient);
    },
    onError: () => failureToast("Failed to refresh images"),
  });
}

/** The gardener's plants without the watering schedule (for pickers). */
export function useUserPlants() {
  return useQuery<UserPlant[]>({ queryKey: queryKeys.userPlants });
}

"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { z } from "zod";
import { apiJson, apiRequest, apiUploadJson } from "@/lib/api-client";
import { shrinkPhotoForUpload } from "@/lib/shrink-photo";
import type { UserPlant, UserPlantWithWatering, Watering } from "@/lib/garden-types";
import type { Catalogue, RefreshedPlantImages, WateringHistory } from "@/lib/plant-api-types";
import { plantDisplayName } from "@/lib/plant-display";
import type { addUserPlantSchema, updateUserPlantSchema } from "@/lib/validations/user-plants";
import { queryKeys } from "./query-keys";
import { refetchGarden } from "./refetch";
import { explainedFailureToast, failureToast } from "./toasts";

export function useCatalogue() {
  return useQuery<Catalogue>({ queryKey: queryKeys.catalogue });
}

/** The gardener's plants without the watering schedule (for pickers). */
export function useUserPlants() {
  return useQuery<UserPlant[]>({ queryKey: queryKeys.userPlants });
}

/** docs/product.md#rest-api: always refetched on mount and on window focus, even right after the server rendered it. */
export function useUserPlantsWithWatering() {
  return useQuery<UserPlantWithWatering[]>({
    queryKey: queryKeys.userPlantsWithWatering,
    // The server render hands over the list (docs/product.md#rest-api asks for a refetch on mount, but that would
    // fetch again what the page already has); after a change elsewhere it is stale and refetched.
    refetchOnMount: true,
    refetchOnWindowFocus: "always",
  });
}

/** `enabled` false: not read (a plant being deleted). */
export function useWateringHistory(userPlantId: number, enabled = true) {
  return useQuery<WateringHistory>({ queryKey: queryKeys.wateringHistory(userPlantId), enabled });
}

/**
 * Where a plant is added from: the garden's Add Plant dialog, or a photo identified on the Diagnose
 * page (its own endpoint for catalogue plants, and the docs/product.md#messages toasts of identification).
 */
export type AddPlantSource = "garden" | "identification";

const ADDED_TOASTS = {
  garden: {
    catalogue: ["Plant added successfully!", "Your plant has been added to your garden."],
    custom: ["Plant added successfully!", "Your plant has been added to your garden."],
  },
  identification: {
    catalogue: ["Plant added successfully!", "Your identified plant has been added to your garden."],
    custom: ["Plant added!", "The plant has been added to your garden."],
  },
} as const satisfies Record<AddPlantSource, Record<"catalogue" | "custom", readonly [string, string]>>;

function addFailedToast(source: AddPlantSource, error: unknown) {
  if (source === "identification") explainedFailureToast("Failed to add plant", error);
  else failureToast("Failed to add plant");
}

/**
 * POST /api/user-plants or /api/user-plants/from-identification. `plantId` is required here; the
 * schema also takes it as text from forms.
 */
type AddCataloguePlantInput = z.input<typeof addUserPlantSchema> & { plantId: number };

export function useAddCataloguePlant(source: AddPlantSource = "garden") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddCataloguePlantInput) =>
      apiJson<UserPlant>("POST", source === "garden" ? "/api/user-plants" : "/api/user-plants/from-identification", input),
    onSuccess: async () => {
      const [title, description] = ADDED_TOASTS[source].catalogue;
      toast.success(title, { description });
      await refetchGarden(queryClient);
    },
    onError: (error) => addFailedToast(source, error),
  });
}

/** POST /api/user-plants/custom: the multipart fields of addCustomPlantSchema and an optional image. */
export function useAddCustomPlant(source: AddPlantSource = "garden") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: FormData) => {
      const image = form.get("image");
      if (image instanceof File) form.set("image", await shrinkPhotoForUpload(image));
      return apiUploadJson<UserPlant>("/api/user-plants/custom", form);
    },
    onSuccess: async () => {
      const [title, description] = ADDED_TOASTS[source].custom;
      toast.success(title, { description });
      await refetchGarden(queryClient);
    },
    onError: (error) => addFailedToast(source, error),
  });
}

export function useUpdatePlant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, updates }: { id: number; updates: z.input<typeof updateUserPlantSchema> }) =>
      apiJson<UserPlant>("PATCH", `/api/user-plants/${id}`, updates),
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
      queryClient.removeQueries({ queryKey: queryKeys.waterBalance(plant.id) });
      await refetchGarden(queryClient);
    },
    onError: () => failureToast("Failed to delete plant"),
  });
}

export function useRecordWatering() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userPlantId: number) => apiJson<Watering>("POST", "/api/watering/record", { userPlantId }),
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
    mutationFn: () => apiJson<RefreshedPlantImages>("POST", "/api/plants/refresh-images", {}),
    onSuccess: async ({ updatedPlants }) => {
      toast.success("Images updated!", {
        description: `Updated ${updatedPlants.length} plant images with better photos.`,
      });
      await refetchGarden(queryClient);
    },
    onError: () => failureToast("Failed to refresh images"),
  });
}

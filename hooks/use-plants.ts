"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { z } from "zod";
import { apiJson, apiRequest, apiUploadJson } from "@/lib/api-client";
import { shrinkPhotoForUpload } from "@/lib/shrink-photo";
import type { UserPlant, UserPlantWithWatering, Watering } from "@/lib/garden-types";
import type { Catalogue, RefreshedPlantImages, WateringHistory } from "@/lib/plant-api-types";
import type { addUserPlantSchema, updateUserPlantSchema } from "@/lib/validations/user-plants";
import { queryKeys } from "./query-keys";
import { refetchGarden } from "./refetch";
import { useToasts } from "./toasts";
import { usePlantNames } from "./use-plant-names";

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

/** Each way of adding's toast, as its "Toasts" messages: the title and the description. */
const ADDED_TOASTS = {
  garden: {
    catalogue: ["plantAdded", "plantAddedText"],
    custom: ["plantAdded", "plantAddedText"],
  },
  identification: {
    catalogue: ["plantAdded", "identifiedPlantAddedText"],
    custom: ["customPlantAdded", "customPlantAddedText"],
  },
} as const satisfies Record<AddPlantSource, Record<"catalogue" | "custom", readonly [string, string]>>;

/** The toasts of adding a plant from `source`. */
function useAddedToasts(source: AddPlantSource, kind: "catalogue" | "custom") {
  const { t, failure, explainedFailure } = useToasts();
  return {
    added() {
      const [title, description] = ADDED_TOASTS[source][kind];
      toast.success(t(title), { description: t(description) });
    },
    failed(error: unknown) {
      if (source === "identification") explainedFailure(t("addPlantFailed"), error);
      else failure(t("addPlantFailed"));
    },
  };
}

/**
 * POST /api/user-plants or /api/user-plants/from-identification. `plantId` is required here; the
 * schema also takes it as text from forms.
 */
type AddCataloguePlantInput = z.input<typeof addUserPlantSchema> & { plantId: number };

export function useAddCataloguePlant(source: AddPlantSource = "garden") {
  const queryClient = useQueryClient();
  const toasts = useAddedToasts(source, "catalogue");
  return useMutation({
    mutationFn: (input: AddCataloguePlantInput) =>
      apiJson<UserPlant>("POST", source === "garden" ? "/api/user-plants" : "/api/user-plants/from-identification", input),
    onSuccess: async () => {
      toasts.added();
      await refetchGarden(queryClient);
    },
    onError: (error) => toasts.failed(error),
  });
}

/** POST /api/user-plants/custom: the multipart fields of addCustomPlantSchema and an optional image. */
export function useAddCustomPlant(source: AddPlantSource = "garden") {
  const queryClient = useQueryClient();
  const toasts = useAddedToasts(source, "custom");
  return useMutation({
    mutationFn: async (form: FormData) => {
      const image = form.get("image");
      if (image instanceof File) form.set("image", await shrinkPhotoForUpload(image));
      return apiUploadJson<UserPlant>("/api/user-plants/custom", form);
    },
    onSuccess: async () => {
      toasts.added();
      await refetchGarden(queryClient);
    },
    onError: (error) => toasts.failed(error),
  });
}

export function useUpdatePlant() {
  const queryClient = useQueryClient();
  const { t, failure } = useToasts();
  return useMutation({
    mutationFn: ({ id, updates }: { id: number; updates: z.input<typeof updateUserPlantSchema> }) =>
      apiJson<UserPlant>("PATCH", `/api/user-plants/${id}`, updates),
    onSuccess: async () => {
      toast.success(t("plantUpdated"));
      await refetchGarden(queryClient);
    },
    onError: () => failure(t("updatePlantFailed")),
  });
}

export function useDeletePlant() {
  const queryClient = useQueryClient();
  const { t, failure } = useToasts();
  const names = usePlantNames();
  return useMutation({
    mutationFn: async (plant: UserPlant) => {
      await apiRequest("DELETE", `/api/user-plants/${plant.id}`);
      return plant;
    },
    onSuccess: async (plant) => {
      toast.success(t("plantDeleted"), { description: t("plantDeletedText", { plant: names.displayName(plant) }) });
      queryClient.removeQueries({ queryKey: queryKeys.wateringHistory(plant.id) });
      queryClient.removeQueries({ queryKey: queryKeys.waterBalance(plant.id) });
      await refetchGarden(queryClient);
    },
    onError: () => failure(t("deletePlantFailed")),
  });
}

export function useRecordWatering() {
  const queryClient = useQueryClient();
  const { t, failure } = useToasts();
  return useMutation({
    mutationFn: (userPlantId: number) => apiJson<Watering>("POST", "/api/watering/record", { userPlantId }),
    onSuccess: async (watering) => {
      toast.success(t("wateringRecorded"), { description: t("wateringRecordedText") });
      await Promise.all([
        refetchGarden(queryClient),
        queryClient.invalidateQueries({ queryKey: queryKeys.wateringHistory(watering.userPlantId) }),
      ]);
    },
    onError: () => failure(t("recordWateringFailed")),
  });
}

export function useRefreshImages() {
  const queryClient = useQueryClient();
  const { t, failure } = useToasts();
  return useMutation({
    mutationFn: () => apiJson<RefreshedPlantImages>("POST", "/api/plants/refresh-images", {}),
    onSuccess: async ({ updatedPlants }) => {
      toast.success(t("imagesUpdated"), { description: t("imagesUpdatedText", { count: updatedPlants.length }) });
      await refetchGarden(queryClient);
    },
    onError: () => failure(t("refreshImagesFailed")),
  });
}

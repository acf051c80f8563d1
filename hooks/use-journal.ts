"use client";

import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { apiJson, apiRequest, getQueryFn } from "@/lib/api-client";
import { DIRECT_IMPORT_ABOVE_BYTES } from "@/lib/direct-upload";
import type { JournalTag } from "@/lib/journal";
import type { JournalEntry, JournalPage, PlantPhotosAnswer, TimelinePage } from "@/lib/journal-types";
import type { TimelineKind } from "@/lib/journal";
import type { UserPlant } from "@/lib/garden-types";
import { queryKeys } from "./query-keys";
import { refetchGarden, refetchJournal } from "./refetch";
import { useToasts } from "./toasts";
import { useSignedInUserId } from "./use-journal-outbox-sender";
import { useServerRefresh } from "./use-server-refresh";

const fetchPage = getQueryFn<TimelinePage | JournalPage>({ on401: "throw" });

/** GET /api/user-plants/{id}/timeline?kind=&cursor=: a plant's story, newest first, a page at a time. */
export function usePlantTimeline(userPlantId: number, kinds: readonly TimelineKind[] = [], { enabled = true } = {}) {
  return useInfiniteQuery({
    queryKey: queryKeys.plantTimeline(userPlantId, kinds),
    queryFn: async ({ pageParam }) => {
      const query = new URLSearchParams();
      if (kinds.length > 0) query.set("kind", kinds.join(","));
      if (pageParam) query.set("cursor", pageParam);
      const search = query.size > 0 ? `?${query}` : "";
      return (await fetchPage({ queryKey: [`/api/user-plants/${userPlantId}/timeline${search}`] })) as TimelinePage;
    },
    initialPageParam: "",
    getNextPageParam: (last: TimelinePage) => last.nextCursor ?? undefined,
    enabled,
  });
}

/** The garden journal's filters, as GET /api/journal takes them. */
export type GardenJournalFilters = { plant?: number; tag?: JournalTag; q?: string; from?: string; to?: string };

export function gardenJournalQuery(filters: GardenJournalFilters): string {
  const query = new URLSearchParams();
  if (filters.plant) query.set("plant", String(filters.plant));
  if (filters.tag) query.set("tag", filters.tag);
  if (filters.q?.trim()) query.set("q", filters.q.trim());
  if (filters.from) query.set("from", filters.from);
  if (filters.to) query.set("to", filters.to);
  return query.toString();
}

/** GET /api/journal?plant=&tag=&q=&from=&to=&cursor=: the garden's journal entries, a page at a time. */
export function useGardenJournal(filters: GardenJournalFilters) {
  const search = gardenJournalQuery(filters);
  return useInfiniteQuery({
    queryKey: queryKeys.gardenJournal(search),
    queryFn: async ({ pageParam }) => {
      const query = new URLSearchParams(search);
      if (pageParam) query.set("cursor", pageParam);
      return (await fetchPage({ queryKey: [`/api/journal${query.size > 0 ? `?${query}` : ""}`] })) as JournalPage;
    },
    initialPageParam: "",
    getNextPageParam: (last: JournalPage) => last.nextCursor ?? undefined,
  });
}

/** GET /api/user-plants/{id}/photos: every photo of a plant, for its strip. */
export function usePlantPhotos(userPlantId: number) {
  return useQuery<PlantPhotosAnswer>({ queryKey: queryKeys.plantPhotos(userPlantId) });
}

export type NewJournalEntry = { text: string; date: string; tags: JournalTag[]; photos: File[] };

/**
 * POST /api/user-plants/{id}/journal?garden={gardenId}, the photos scaled down first so the request
 * stays under the host's limit. With no connection the entry waits on this device
 * (lib/journal-outbox.ts), as the signed-in user's, and is sent to the garden it was written in
 * (`gardenId`, the open one) when the connection is back, in their session only.
 */
export function useWriteJournalEntry(userPlantId: number, gardenId: number) {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  const { t } = useToasts();
  return useMutation({
    // Not paused while the browser is offline (React Query's default): the outbox keeps the entry then.
    networkMode: "always",
    mutationFn: async (entry: NewJournalEntry) => {
      // Known once the signed-in app has mounted (components/layout/service-worker.tsx): a moment after the page shows.
      if (userId === null) throw new Error(t("pageStillLoading"));
      // Loaded when an entry is written: the screens that only read the journal (My Garden's details) do without them.
      const [{ shrinkPhotosForUpload }, outbox] = await Promise.all([import("@/lib/shrink-photo"), import("@/lib/journal-outbox")]);
      const photos = await shrinkPhotosForUpload(entry.photos, DIRECT_IMPORT_ABOVE_BYTES);
      try {
        return await outbox.sendJournalEntry(userPlantId, { ...entry, photos, userId, gardenId });
      } catch (error) {
        // The outbox's own refusals, in the gardener's words (the API's are in them already).
        if (error instanceof outbox.OutboxUnavailableError) throw new Error(t("journalNoStorage"), { cause: error });
        if (error instanceof outbox.JournalSendError && !error.answered) throw new Error(t("journalServerAnswered", { status: error.status }), { cause: error });
        throw error;
      }
    },
    onSuccess: (outcome) => {
      if (outcome.status === "queued") {
        // Nothing changed on the server yet: the timeline shows it as waiting to send.
        toast.info(t("journalQueued"));
        return;
      }
      toast.success(t("journalSaved"));
      void refetchJournal(queryClient, userPlantId);
    },
  });
}

/** PATCH /api/journal/{id}: text, date or tags of one's own entry. */
export function useUpdateJournalEntry(userPlantId: number) {
  const queryClient = useQueryClient();
  const { t } = useToasts();
  return useMutation({
    mutationFn: ({ id, ...changes }: { id: number; text?: string; date?: string; tags?: JournalTag[] }) =>
      apiJson<JournalEntry>("PATCH", `/api/journal/${id}`, changes),
    onSuccess: () => {
      toast.success(t("journalUpdated"));
      void refetchJournal(queryClient, userPlantId);
    },
  });
}

/** DELETE /api/journal/{id}: one's own entry and its photos. */
export function useDeleteJournalEntry(userPlantId: number) {
  const queryClient = useQueryClient();
  const { t, explainedFailure } = useToasts();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/journal/${id}`),
    onSuccess: () => {
      toast.success(t("journalDeleted"));
      void refetchJournal(queryClient, userPlantId);
    },
    onError: (error) => explainedFailure(t("deleteEntryFailed"), error),
  });
}

/** PUT /api/user-plants/{id}/cover: one of the plant's photos becomes its cover; the garden and the plant page follow. */
export function useSetCoverPhoto(userPlantId: number) {
  const queryClient = useQueryClient();
  const { refresh } = useServerRefresh();
  const { t, explainedFailure } = useToasts();
  return useMutation({
    mutationFn: (url: string) => apiJson<UserPlant>("PUT", `/api/user-plants/${userPlantId}/cover`, { url }),
    onSuccess: () => {
      toast.success(t("coverSet"));
      void refetchGarden(queryClient);
      void queryClient.invalidateQueries({ queryKey: queryKeys.plantPhotos(userPlantId) });
      refresh();
    },
    onError: (error) => explainedFailure(t("coverFailed"), error),
  });
}

"use client";

import { useRouter } from "next/navigation";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { apiJson, apiRequest } from "@/lib/api-client";
import type { GardenSummary } from "@/lib/garden-types";
import type { GardenInvites, GardenList, GardenMemberJson, GardenMembers, GardenSaved, InviteLinkJson } from "@/lib/garden-sharing";
import type { ProfileResponse } from "@/lib/profile-types";
import { queryKeys } from "./query-keys";
import { useToasts } from "./toasts";

/** The gardener's gardens; `enabled: false` until a menu that lists them opens. */
export function useGardens({ enabled = true, initialData }: { enabled?: boolean; initialData?: GardenSummary[] } = {}) {
  return useQuery({
    queryKey: queryKeys.gardens,
    queryFn: async () => (await apiJson<GardenList>("GET", "/api/gardens")).gardens,
    enabled,
    initialData,
  });
}

/**
 * After a change of garden, or of what a garden holds for this gardener: every query (they all
 * read the open garden) and the server-rendered page start again.
 */
function useRefreshEverything() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return async (gone?: number) => {
    // A deleted garden's members and invitations are dropped, not asked for again (a 404).
    if (gone !== undefined) queryClient.removeQueries({ queryKey: ["/api/gardens", gone] });
    router.refresh();
    await queryClient.invalidateQueries();
  };
}

export function useSwitchGarden() {
  const refreshEverything = useRefreshEverything();
  const { t, explainedFailure } = useToasts();
  return useMutation({
    mutationFn: (garden: Pick<GardenSummary, "id" | "name">) => apiJson<ProfileResponse>("PATCH", "/api/user", { activeGardenId: garden.id }),
    onSuccess: async (_answer, garden) => {
      toast.success(t("switchedGarden", { garden: garden.name }));
      await refreshEverything();
    },
    onError: (error) => explainedFailure(t("switchGardenFailed"), error),
  });
}

export function useCreateGarden() {
  const queryClient = useQueryClient();
  const { t, explainedFailure } = useToasts();
  return useMutation({
    mutationFn: (name: string) => apiJson<GardenSaved>("POST", "/api/gardens", { name }),
    onSuccess: async ({ garden }) => {
      toast.success(t("gardenCreated", { garden: garden.name }));
      await queryClient.invalidateQueries({ queryKey: queryKeys.gardens });
    },
    onError: (error) => explainedFailure(t("createGardenFailed"), error),
  });
}

export function useRenameGarden() {
  const refreshEverything = useRefreshEverything();
  const { t, explainedFailure } = useToasts();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => apiJson<GardenSaved>("PATCH", `/api/gardens/${id}`, { name }),
    onSuccess: async () => {
      toast.success(t("gardenRenamed"));
      await refreshEverything();
    },
    onError: (error) => explainedFailure(t("renameGardenFailed"), error),
  });
}

export function useDeleteGarden() {
  const refreshEverything = useRefreshEverything();
  const { t, explainedFailure } = useToasts();
  return useMutation({
    mutationFn: (garden: Pick<GardenSummary, "id" | "name">) => apiRequest("DELETE", `/api/gardens/${garden.id}`),
    onSuccess: async (_answer, garden) => {
      toast.success(t("gardenDeleted", { garden: garden.name }));
      await refreshEverything(garden.id);
    },
    onError: (error) => explainedFailure(t("deleteGardenFailed"), error),
  });
}

/** A garden's members; none asked for while `gardenId` is unknown. */
export function useGardenMembers(gardenId: number | undefined, initialData?: GardenMemberJson[]) {
  return useQuery({
    queryKey: queryKeys.gardenMembers(gardenId ?? 0),
    queryFn: async () => (await apiJson<GardenMembers>("GET", `/api/gardens/${gardenId}/members`)).members,
    enabled: gardenId !== undefined,
    initialData,
  });
}

/** The owner removes a member, or a member leaves (then the garden is no longer theirs to show). */
export function useRemoveMember(gardenId: number) {
  const refreshEverything = useRefreshEverything();
  const { t, explainedFailure } = useToasts();
  return useMutation({
    mutationFn: (member: Pick<GardenMemberJson, "userId" | "name">) => apiRequest("DELETE", `/api/gardens/${gardenId}/members/${member.userId}`),
    onSuccess: async (_answer, member) => {
      toast.success(t("memberRemoved", { name: member.name }));
      await refreshEverything();
    },
    onError: (error) => explainedFailure(t("removeMemberFailed"), error),
  });
}

export function useLeaveGarden(gardenId: number) {
  const refreshEverything = useRefreshEverything();
  const { t, explainedFailure } = useToasts();
  return useMutation({
    mutationFn: ({ userId }: { userId: string; gardenName: string }) => apiRequest("DELETE", `/api/gardens/${gardenId}/members/${userId}`),
    onSuccess: async (_answer, { gardenName }) => {
      toast.success(t("leftGarden", { garden: gardenName }));
      await refreshEverything();
    },
    onError: (error) => explainedFailure(t("leaveGardenFailed"), error),
  });
}

export function useMakeOwner(gardenId: number) {
  const refreshEverything = useRefreshEverything();
  const { t, explainedFailure } = useToasts();
  return useMutation({
    mutationFn: (member: Pick<GardenMemberJson, "userId" | "name">) => apiRequest("PATCH", `/api/gardens/${gardenId}/members/${member.userId}`, { role: "owner" }),
    onSuccess: async (_answer, member) => {
      toast.success(t("ownerChanged", { name: member.name }));
      await refreshEverything();
    },
    onError: (error) => explainedFailure(t("handOverFailed"), error),
  });
}

export function useGardenInvites(gardenId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.gardenInvites(gardenId),
    queryFn: async () => (await apiJson<GardenInvites>("GET", `/api/gardens/${gardenId}/invites`)).invites,
    enabled,
  });
}

export function useCreateInvite(gardenId: number) {
  const queryClient = useQueryClient();
  const { t, explainedFailure } = useToasts();
  return useMutation({
    mutationFn: () => apiJson<InviteLinkJson>("POST", `/api/gardens/${gardenId}/invites`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.gardenInvites(gardenId) }),
    onError: (error) => explainedFailure(t("inviteFailed"), error),
  });
}

export function useRevokeInvite(gardenId: number) {
  const queryClient = useQueryClient();
  const { t, explainedFailure } = useToasts();
  return useMutation({
    mutationFn: (inviteId: number) => apiRequest("DELETE", `/api/gardens/${gardenId}/invites/${inviteId}`),
    onSuccess: async () => {
      toast.success(t("inviteWithdrawn"));
      await queryClient.invalidateQueries({ queryKey: queryKeys.gardenInvites(gardenId) });
    },
    onError: (error) => explainedFailure(t("withdrawInviteFailed"), error),
  });
}

/** POST /api/invites/{token}/accept: joins the garden, then opens the dashboard on it. */
export function useAcceptInvite(token: string) {
  const router = useRouter();
  return useMutation({
    mutationFn: () => apiRequest("POST", `/api/invites/${token}/accept`),
    onSuccess: () => {
      router.replace("/");
      router.refresh();
    },
  });
}

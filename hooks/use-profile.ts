"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { apiRequest } from "@/lib/api-client";
import type { UserProfile } from "@/lib/profile-types";
import type { UpdateProfileInput } from "@/lib/validations/user";
import { queryKeys } from "./query-keys";

export function useProfile(initialData?: { user: UserProfile }) {
  return useQuery<{ user: UserProfile }>({ queryKey: queryKeys.user, initialData });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (updates: UpdateProfileInput) =>
      (await (await apiRequest("PATCH", "/api/user", updates)).json()) as { user: UserProfile },
    onSuccess: async () => {
      toast.success("Settings saved", { description: "Your profile has been updated successfully." });
      // Spec §7: the user is refetched after saving; the weather follows the new location.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.user }),
        queryClient.invalidateQueries({ queryKey: queryKeys.weather }),
      ]);
    },
    onError: () => toast.error("Error", { description: "Failed to save settings. Please try again." }),
  });
}

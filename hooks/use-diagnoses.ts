"use client";

import { useQuery } from "@tanstack/react-query";
import type { AiStatus } from "@/lib/chat-types";
import type { Diagnosis } from "@/lib/diagnosis";

export const diagnosesKey = ["/api/diagnoses"] as const;

/** Spec §4: the history is fetched only when shown. */
export function useDiagnosisHistory(visible: boolean) {
  return useQuery<{ diagnoses: Diagnosis[] }>({ queryKey: diagnosesKey, enabled: visible });
}

export function useAiStatus(initialData?: AiStatus) {
  return useQuery<AiStatus>({ queryKey: ["/api/ai/status"], initialData });
}

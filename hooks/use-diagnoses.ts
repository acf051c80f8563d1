"use client";

import { useQuery } from "@tanstack/react-query";
import type { AiStatus } from "@/lib/chat-types";
import type { Diagnosis } from "@/lib/diagnosis";

export const diagnosesKey = ["/api/diagnoses"] as const;

/** Spec §4: fetched only when shown, so only the mounted history card calls this. */
export function useDiagnosisHistory() {
  return useQuery<{ diagnoses: Diagnosis[] }>({ queryKey: diagnosesKey });
}

export function useAiStatus(initialData?: AiStatus) {
  return useQuery<AiStatus>({ queryKey: ["/api/ai/status"], initialData });
}

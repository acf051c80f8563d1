import type { Metadata } from "next";
import { DiagnoseView } from "@/components/diagnose/diagnose-view";
import { getCurrentUser } from "@/server/auth";
import { aiStatus } from "@/server/ai/status";

export const metadata: Metadata = { title: "Plant Diagnosis" };

export default async function DiagnosePage() {
  const user = await getCurrentUser();
  // Signed out: the layout shows the landing page instead.
  if (!user) return null;
  return <DiagnoseView status={aiStatus()} />;
}

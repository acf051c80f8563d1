import type { Metadata } from "next";
import { PageHeader } from "@/components/layout/page-header";

export const metadata: Metadata = { title: "Plant Diagnosis" };

export default function DiagnosePage() {
  return <PageHeader title="Plant Diagnosis" subtitle="Upload a photo to identify plant issues and get expert advice" />;
}

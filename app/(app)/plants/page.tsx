import type { Metadata } from "next";
import { PageHeader } from "@/components/layout/page-header";

export const metadata: Metadata = { title: "My Garden" };

export default function PlantsPage() {
  return <PageHeader title="My Garden" subtitle="Manage your plants and track their progress" />;
}

import type { Metadata } from "next";
import { PageHeader } from "@/components/layout/page-header";

export const metadata: Metadata = { title: "Settings" };

export default function SettingsPage() {
  return <PageHeader title="Settings" subtitle="Your location, garden profile and subscription" />;
}

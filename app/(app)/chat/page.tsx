import type { Metadata } from "next";
import { PageHeader } from "@/components/layout/page-header";

export const metadata: Metadata = { title: "AI Assistant" };

export default function ChatPage() {
  return <PageHeader title="AI Garden Assistant" subtitle="Ask anything about your plants, pests, soil and seasons." />;
}

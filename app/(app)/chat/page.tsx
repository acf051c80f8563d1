import type { Metadata } from "next";
import { ChatPanel } from "@/components/chat/chat-panel";
import { PageHeader } from "@/components/layout/page-header";
import { getCurrentUser } from "@/server/auth";
import { aiStatus } from "@/server/ai/status";
import { listChatMessages } from "@/server/assistant/chat";

export const metadata: Metadata = { title: "AI Assistant" };

export default async function ChatPage() {
  const user = await getCurrentUser();
  // Signed out: the layout shows the landing page instead.
  if (!user) return null;
  return (
    <>
      <PageHeader title="AI Garden Assistant" subtitle="Ask anything about your plants, pests, soil and seasons." />
      <ChatPanel history={await listChatMessages(user.id)} status={aiStatus()} className="max-w-3xl" />
    </>
  );
}

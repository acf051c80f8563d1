import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ChatPanel } from "@/components/chat/chat-panel";
import { PageHeader } from "@/components/layout/page-header";
import { getCurrentUser } from "@/server/auth";
import { aiStatus } from "@/server/ai/status";
import { listChatMessages } from "@/server/assistant/chat";
import { PageMessages } from "@/components/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Chat");
  return { title: t("title") };
}

export default async function ChatPage() {
  const user = await getCurrentUser();
  // Signed out: the layout shows the landing page instead.
  if (!user) return null;
  const t = await getTranslations("Chat");
  return (
    <PageMessages namespaces={["Chat"]}>
      <PageHeader title={t("heading")} subtitle={t("subtitle")} />
      <ChatPanel history={await listChatMessages(user.id)} status={aiStatus()} className="max-w-3xl" />
    </PageMessages>
  );
}

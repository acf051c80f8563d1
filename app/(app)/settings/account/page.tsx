import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DeleteAccountCard } from "@/components/settings/delete-account-card";
import { PasswordSessionsCard } from "@/components/settings/password-sessions-card";
import { SectionIntro } from "@/components/settings/section-intro";
import { accountDeletionPreview } from "@/server/account/account";
import { currentGardener } from "@/server/account/gardener";
import { PageMessages } from "@/components/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("SettingsNav");
  return { title: t("accountTitle") };
}

export default async function AccountSettingsPage() {
  const gardener = await currentGardener();
  // Signed out: the layout shows the landing page instead.
  if (!gardener) return null;
  const deletion = await accountDeletionPreview(gardener.userId);
  return (
    <PageMessages namespaces={["Account", "AuthErrors", "Common", "Toasts"]}>
      <SectionIntro href="/settings/account" />
      {/* Passwords and sessions are local accounts' (Clerk keeps its own). */}
      {deletion.provider === "local" ? <PasswordSessionsCard email={gardener.email} hasPassword={deletion.hasPassword} /> : null}
      <DeleteAccountCard preview={deletion} email={gardener.email} />
    </PageMessages>
  );
}

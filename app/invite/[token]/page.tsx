import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { AcceptInviteButton } from "@/components/gardens/accept-invite-button";
import { NarrowPage } from "@/components/layout/narrow-page";
import { PageMessages } from "@/components/page-messages";
import { Providers } from "@/components/providers";
import { Button } from "@/components/ui/button";
import { readerLocale } from "@/lib/i18n/reader-locale";
import { getCurrentUser } from "@/server/auth";
import { inLanguage } from "@/server/http/error-language";
import { INVITE_EXPIRED_MESSAGE, INVITE_NOT_FOUND_MESSAGE, INVITE_REVOKED_MESSAGE, inviteDetails, type InviteStatus } from "@/server/garden/garden-invites";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("TokenPages");
  return { title: t("inviteTitle"), robots: { index: false } };
}

const UNUSABLE: Record<InviteStatus, string> = { open: "", expired: INVITE_EXPIRED_MESSAGE, revoked: INVITE_REVOKED_MESSAGE };

/** /invite/{token}: the garden and who invited you, with Accept (or sign up / sign in first and come back). */
export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  await connection();
  const { token } = await params;
  const [invite, user, t, locale] = await Promise.all([inviteDetails(token), getCurrentUser(), getTranslations("TokenPages"), readerLocale()]);
  const here = `/invite/${token}`;
  return (
    <NarrowPage lang={await getLocale()}>
      <div className="grid gap-4 rounded-2xl border bg-card p-6 shadow-lg sm:p-8">
        {!invite || invite.status !== "open" ? (
          <>
            <h1 className="text-2xl font-bold tracking-tight">{t("inviteUnusable")}</h1>
            <p className="text-muted-foreground">{await inLanguage(invite ? UNUSABLE[invite.status] : INVITE_NOT_FOUND_MESSAGE, locale)}</p>
            <Button asChild variant="outline">
              <Link href="/">{user ? t("goToGarden") : t("goHome")}</Link>
            </Button>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold tracking-tight">{t("inviteHeading", { garden: invite.gardenName })}</h1>
            <p className="text-muted-foreground">{t("inviteBody", { inviter: invite.invitedBy, garden: invite.gardenName })}</p>
            {user ? (
              <Providers>
                <PageMessages namespaces={["TokenPages"]}>
                  <AcceptInviteButton token={token} gardenName={invite.gardenName} />
                </PageMessages>
              </Providers>
            ) : (
              <div className="grid gap-2">
                <Button asChild size="lg">
                  <Link href={`/register?next=${encodeURIComponent(here)}`}>{t("signUpToAccept")}</Link>
                </Button>
                <Button asChild size="lg" variant="outline">
                  <Link href={`/login?next=${encodeURIComponent(here)}`}>{t("signInToAccept")}</Link>
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </NarrowPage>
  );
}

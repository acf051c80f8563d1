import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { NarrowPage } from "@/components/layout/narrow-page";
import { PageMessages } from "@/components/page-messages";
import { Providers } from "@/components/providers";
import { ConfirmAddressButton } from "@/components/notifications/confirm-address-button";
import { Button } from "@/components/ui/button";
import { confirmationTarget } from "@/server/notifications/address-confirmation";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("TokenPages");
  return { title: t("confirmEmailTitle"), robots: { index: false } };
}

/**
 * /confirm-email/{token}, from the email that asks a gardener to confirm their address for email
 * reminders: works without signing in (it may be opened on a phone). Opening it changes nothing;
 * the button does.
 */
export default async function ConfirmEmailPage({ params }: { params: Promise<{ token: string }> }) {
  await connection();
  const { token } = await params;
  const [target, t] = await Promise.all([confirmationTarget(token), getTranslations("TokenPages")]);
  return (
    <NarrowPage lang={await getLocale()}>
      <div className="grid gap-4 rounded-2xl border bg-card p-6 shadow-lg sm:p-8">
        {!target ? (
          <>
            <h1 className="text-2xl font-bold tracking-tight">{t("unusableLink")}</h1>
            <p className="text-muted-foreground">{t("confirmEmailUnusable")}</p>
            <Button asChild variant="outline">
              <Link href="/settings/reminders">{t("openSettings")}</Link>
            </Button>
          </>
        ) : target.confirmed ? (
          <>
            <h1 className="text-2xl font-bold tracking-tight">{t("addressConfirmed")}</h1>
            <p className="text-muted-foreground">{t("confirmEmailAlready", { email: target.email })}</p>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold tracking-tight">{t("confirmEmailHeading")}</h1>
            <p className="text-muted-foreground">{t("confirmEmailBody", { email: target.email })}</p>
            <Providers>
              <PageMessages namespaces={["TokenPages"]}>
                <ConfirmAddressButton token={token} email={target.email} />
              </PageMessages>
            </Providers>
          </>
        )}
      </div>
    </NarrowPage>
  );
}

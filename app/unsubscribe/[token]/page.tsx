import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { NarrowPage } from "@/components/layout/narrow-page";
import { PageMessages } from "@/components/page-messages";
import { Providers } from "@/components/providers";
import { UnsubscribeButton } from "@/components/notifications/unsubscribe-button";
import { Button } from "@/components/ui/button";
import { unsubscribeTarget } from "@/server/notifications/settings";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("TokenPages");
  return { title: t("unsubscribeTitle"), robots: { index: false } };
}

/**
 * /unsubscribe/{token}, from a reminder email: works without signing in. Opening it changes
 * nothing (mail scanners open links); the button does.
 */
export default async function UnsubscribePage({ params }: { params: Promise<{ token: string }> }) {
  await connection();
  const { token } = await params;
  const [target, t] = await Promise.all([unsubscribeTarget(token), getTranslations("TokenPages")]);
  return (
    <NarrowPage lang={await getLocale()}>
      <div className="grid gap-4 rounded-2xl border bg-card p-6 shadow-lg sm:p-8">
        {!target ? (
          <>
            <h1 className="text-2xl font-bold tracking-tight">{t("unusableLink")}</h1>
            <p className="text-muted-foreground">{t("unsubscribeNotCurrent")}</p>
            <Button asChild variant="outline">
              <Link href="/settings/reminders">{t("openSettings")}</Link>
            </Button>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold tracking-tight">{t("unsubscribeHeading")}</h1>
            <p className="text-muted-foreground">
              {target.subscribed ? t("unsubscribeWillStop", { email: target.email }) : t("unsubscribeAlreadyOff", { email: target.email })}
            </p>
            {target.subscribed ? (
              <Providers>
                <PageMessages namespaces={["TokenPages"]}>
                  <UnsubscribeButton token={token} />
                </PageMessages>
              </Providers>
            ) : null}
          </>
        )}
      </div>
    </NarrowPage>
  );
}

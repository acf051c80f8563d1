import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Sprout } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { DEFAULT_APP_LOCALE, type AppLocale } from "@/lib/i18n/locales";

/** In `locale` (English unless given): the signed-in app's not-found passes the gardener's language. */
export async function NotFoundMessage({ locale = DEFAULT_APP_LOCALE }: { locale?: AppLocale }) {
  const t = await getTranslations({ locale, namespace: "Shell" });
  return (
    <div className="flex flex-col items-center justify-center gap-4 py-20 text-center">
      <Sprout className="size-12 text-primary" aria-hidden="true" />
      <h1 className="text-3xl font-bold tracking-tight">{t("notFoundTitle")}</h1>
      <p className="max-w-md text-muted-foreground">
        {t("notFoundText")}
      </p>
      <Button asChild>
        <Link href="/">{t("backToDashboard")}</Link>
      </Button>
    </div>
  );
}

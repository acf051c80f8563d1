import { getTranslations } from "next-intl/server";
import { formatDay } from "@/lib/format";
import { FORMAT_LOCALES, type AppLocale } from "@/lib/i18n/locales";
import type { Operator } from "@/lib/operator";
import { TERMS_LAST_UPDATED } from "./terms-content";
import { TermsDialogFrame } from "./terms-dialog-frame";

/**
 * The footer's Terms & Conditions: the button and dialog, in the page's language; the text, for
 * this server's operator, loads when it first opens.
 */
export async function TermsDialog({ operator, locale }: { operator: Operator; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: "Public" });
  const words = {
    title: t("terms"),
    updated: t("termsUpdated", { date: formatDay(TERMS_LAST_UPDATED, "long", { locale: FORMAT_LOCALES[locale] }) }),
    loading: t("termsLoading"),
    failed: t("termsFailed"),
    close: t("close"),
  };
  return <TermsDialogFrame words={words} operator={operator} locale={locale} />;
}

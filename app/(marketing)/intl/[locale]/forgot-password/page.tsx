import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ForgotPasswordPage } from "@/components/auth/forgot-password-page";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export async function generateMetadata(props: LocaleParams): Promise<Metadata> {
  return { title: (await getTranslations({ locale: await pageLocale(props), namespace: "Meta" }))("forgotPasswordTitle"), robots: { index: false } };
}

/** /de/forgot-password, /es/forgot-password, /fr/forgot-password (proxy.ts serves them from here). */
export default async function TranslatedForgotPasswordPage(props: LocaleParams) {
  return <ForgotPasswordPage locale={await pageLocale(props)} />;
}

import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ForgotPasswordPage } from "@/components/auth/forgot-password-page";
import { DEFAULT_APP_LOCALE } from "@/lib/i18n/locales";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations({ locale: DEFAULT_APP_LOCALE, namespace: "Meta" }))("forgotPasswordTitle"), robots: { index: false } };
}

/** /forgot-password; in the other languages app/(marketing)/intl/[locale]/forgot-password/page.tsx. */
export default function Page() {
  return <ForgotPasswordPage locale={DEFAULT_APP_LOCALE} />;
}

import type { Metadata } from "next";
import { AuthPage } from "@/components/auth/auth-page";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { returnPath } from "@/lib/return-path";
import { shareMetadata } from "@/lib/share-metadata";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(props: Props): Promise<Metadata> {
  return shareMetadata("/login", await pageLocale(props), "signInTitle");
}

/** /de/login, /es/login, /fr/login (proxy.ts serves them from here). */
export default async function TranslatedLoginPage(props: Props) {
  const [locale, { next, error }] = await Promise.all([pageLocale(props), props.searchParams]);
  return <AuthPage mode="sign-in" locale={locale} next={returnPath(next)} error={typeof error === "string" ? error : undefined} />;
}

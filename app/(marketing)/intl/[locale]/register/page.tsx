import type { Metadata } from "next";
import { AuthPage } from "@/components/auth/auth-page";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { returnPath } from "@/lib/return-path";
import { shareMetadata } from "@/lib/share-metadata";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(props: Props): Promise<Metadata> {
  return shareMetadata("/register", await pageLocale(props), "signUpTitle");
}

/** /de/register, /es/register, /fr/register (proxy.ts serves them from here). */
export default async function TranslatedRegisterPage(props: Props) {
  const [locale, { next }] = await Promise.all([pageLocale(props), props.searchParams]);
  return <AuthPage mode="sign-up" locale={locale} next={returnPath(next)} />;
}

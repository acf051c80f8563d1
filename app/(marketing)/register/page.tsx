import type { Metadata } from "next";
import { AuthPage } from "@/components/auth/auth-page";
import { DEFAULT_APP_LOCALE } from "@/lib/i18n/locales";
import { returnPath } from "@/lib/return-path";
import { shareMetadata } from "@/lib/share-metadata";

export function generateMetadata(): Promise<Metadata> {
  return shareMetadata("/register", DEFAULT_APP_LOCALE, "signUpTitle");
}

/** /register; in the other languages app/(marketing)/intl/[locale]/register/page.tsx. */
export default async function RegisterPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <AuthPage mode="sign-up" locale={DEFAULT_APP_LOCALE} next={returnPath((await searchParams).next)} />;
}

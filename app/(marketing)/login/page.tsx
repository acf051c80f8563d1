import type { Metadata } from "next";
import { AuthPage } from "@/components/auth/auth-page";
import { DEFAULT_APP_LOCALE } from "@/lib/i18n/locales";
import { returnPath } from "@/lib/return-path";
import { shareMetadata } from "@/lib/share-metadata";

export function generateMetadata(): Promise<Metadata> {
  return shareMetadata("/login", DEFAULT_APP_LOCALE, "signInTitle");
}

/** /login; in the other languages app/(marketing)/intl/[locale]/login/page.tsx. */
export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { next, error } = await searchParams;
  // ?error=: single sign-on sent the visitor back refused (lib/single-sign-on.ts words it).
  return <AuthPage mode="sign-in" locale={DEFAULT_APP_LOCALE} next={returnPath(next)} error={typeof error === "string" ? error : undefined} />;
}

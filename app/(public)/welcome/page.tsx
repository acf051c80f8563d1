import type { Metadata } from "next";
import { LandingPage } from "@/components/marketing/landing-page";
import { DEFAULT_APP_LOCALE } from "@/lib/i18n/locales";
import { shareMetadata } from "@/lib/share-metadata";

// Shown at "/" (and every app path) to visitors with no session: "/" is its address.
export function generateMetadata(): Promise<Metadata> {
  return shareMetadata("/", DEFAULT_APP_LOCALE);
}

/**
 * The landing page for visitors with no session: proxy.ts shows it at every app path they open
 * (docs/product.md#screens), so they load none of the signed-in app's code and cause no database work.
 * In the other languages it is app/(public)/intl/[locale]/page.tsx.
 */
export default function WelcomePage() {
  return <LandingPage locale={DEFAULT_APP_LOCALE} />;
}

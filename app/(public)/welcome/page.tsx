import type { Metadata } from "next";
import { LandingPage } from "@/components/marketing/landing-page";
import { shareMetadata } from "@/lib/share-metadata";

// Shown at "/" (and every app path) to visitors with no session: "/" is its address.
export const metadata: Metadata = shareMetadata("/");

/**
 * The landing page for visitors with no session: proxy.ts shows it at every app path they open
 * (docs/product.md#screens), so they load none of the signed-in app's code and cause no database work.
 */
export default function WelcomePage() {
  return <LandingPage />;
}

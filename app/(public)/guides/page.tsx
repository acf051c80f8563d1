import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { GuideIndex } from "@/components/guides/guide-index";
import { PublicPage } from "@/components/guides/public-page";
import { ENGLISH_GUIDE_WORDS, GUIDES_PATH } from "@/lib/guides";
import { languageAlternates } from "@/lib/share-metadata";
import { SITE_NAME } from "@/lib/site";
import { siteUrl } from "@/server/http/origin";

const DESCRIPTION = "How to grow vegetables, herbs, fruit, flowers, house plants and succulents: light, watering, frost, and when to sow and plant.";

// Prerendered when the app is built: no request data, no database.
export const metadata: Metadata = {
  title: "Plant guides",
  description: DESCRIPTION,
  alternates: { canonical: GUIDES_PATH, languages: languageAlternates(GUIDES_PATH) },
  openGraph: { type: "website", siteName: SITE_NAME, title: "Plant guides", description: DESCRIPTION, url: GUIDES_PATH },
  twitter: { card: "summary_large_image" },
};

export default function GuidesPage() {
  setRequestLocale("en");
  return (
    <PublicPage path={GUIDES_PATH}>
      <GuideIndex origin={siteUrl()} words={ENGLISH_GUIDE_WORDS} />
    </PublicPage>
  );
}

import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { GuideArticle } from "@/components/guides/guide-article";
import { PublicPage } from "@/components/guides/public-page";
import { guideBySlug, guideEntries, guideFor, guidePath } from "@/lib/guides";
import { languageAlternates } from "@/lib/share-metadata";
import { SITE_NAME } from "@/lib/site";
import { siteUrl } from "@/server/http/origin";

type Props = { params: Promise<{ slug: string }> };

// One page per catalogue plant, prerendered when the app is built; any other slug is a 404.
export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return guideEntries().map((entry) => ({ slug: entry.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const entry = guideBySlug((await params).slug);
  if (!entry) return {};
  const guide = guideFor(entry);
  return {
    title: guide.title,
    description: guide.summary,
    alternates: { canonical: guide.path, languages: languageAlternates(guidePath(entry.slug)) },
    openGraph: { type: "article", siteName: SITE_NAME, title: guide.title, description: guide.summary, url: guide.path },
    twitter: { card: "summary_large_image" },
  };
}

export default async function GuidePage({ params }: Props) {
  const entry = guideBySlug((await params).slug);
  if (!entry) notFound();
  setRequestLocale("en");
  return (
    <PublicPage path={guidePath(entry.slug)}>
      <GuideArticle guide={guideFor(entry)} origin={siteUrl()} />
    </PublicPage>
  );
}

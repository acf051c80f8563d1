import Link from "next/link";
import { NextIntlClientProvider } from "next-intl";
import { breadcrumbJsonLd, guideCrumbs, guideImagePath, guidePath, guideSections, type GuideWords } from "@/lib/guides";
import { localizedPath } from "@/lib/i18n/locales";
import { messagesFor, pickMessages } from "@/lib/i18n/messages";
import { Breadcrumbs } from "./breadcrumbs";
import { GuideSearch } from "./guide-search";
import { JsonLd } from "./json-ld";

/**
 * /guides: every catalogue plant by category, server-rendered in full (it works without
 * JavaScript); the search box hides what does not match as the visitor types (the sections and
 * items carry data-guide-section and data-guide-slug for it).
 */
export async function GuideIndex({ origin, words }: { origin: string; words: GuideWords }) {
  const { t, locale } = words;
  const sections = guideSections(words);
  const plants = sections.flatMap((section) => section.entries.map((entry) => ({ slug: entry.slug, commonName: words.commonName(entry), scientificName: entry.scientificName })));
  const crumbs = guideCrumbs(words);
  // The search box's words only: the page's script carries no other messages.
  const searchMessages = pickMessages(await messagesFor(locale, ["public"]), ["GuideSearch"]);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 md:py-12">
      <JsonLd data={breadcrumbJsonLd(origin, crumbs)} />
      <Breadcrumbs crumbs={crumbs} label={t("breadcrumb")} />
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{t("indexTitle")}</h1>
      <p className="mt-3 max-w-2xl text-lg text-pretty text-muted-foreground">{t("indexIntro", { count: plants.length })}</p>
      <div className="mt-8 max-w-md">
        <NextIntlClientProvider locale={locale} messages={searchMessages} timeZone="UTC">
          <GuideSearch plants={plants} />
        </NextIntlClientProvider>
      </div>
      <div className="mt-8 space-y-10">
        {sections.map((section) => (
          <section key={section.category} aria-labelledby={`category-${section.category}`} data-guide-section={section.category}>
            <h2 id={`category-${section.category}`} className="text-2xl font-semibold tracking-tight">
              {section.label}
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {section.entries.map((entry) => (
                <li key={entry.slug} data-guide-slug={entry.slug}>
                  <Link
                    href={localizedPath(locale, guidePath(entry.slug))}
                    className="flex items-center gap-3 rounded-xl border bg-card p-2 pr-3 transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none"
                  >
                    {/* eslint-disable-next-line @next/next/no-img-element -- a small static illustration, beside the plant's name */}
                    <img
                      src={guideImagePath(entry.slug)}
                      alt=""
                      width={64}
                      height={48}
                      loading="lazy"
                      decoding="async"
                      className="h-12 w-16 shrink-0 rounded-lg object-cover"
                    />
                    <span className="min-w-0">
                      <span className="block font-medium">{words.commonName(entry)}</span>
                      <span className="block truncate text-sm text-muted-foreground italic">{entry.scientificName}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

// The Terms & Conditions shown in the footer dialog (spec: 18 sections, last updated August 5,
// 2025), in the page's language (locales/<code>/terms.json). They speak for whoever runs this
// server, as configured (lib/operator.ts), never for a company that does not exist, and say
// plainly what the operator has not published. This module and the language's text load when the
// dialog first opens, not with every page.
import { createTranslator } from "next-intl";
import type { AppLocale } from "@/lib/i18n/locales";
import type { Operator } from "@/lib/operator";
import type Terms from "@/locales/en/terms.json";

/** The day they were last updated (shown "August 5, 2025", in the reader's language). */
export const TERMS_LAST_UPDATED = "2025-08-05";

export type TermsSection = { title: string; body: string; links?: { href: string; label: string }[] };

/** The sections, in order: each is `<id>Title` and `<id>Body` in the "Terms" messages. */
const SECTIONS = [
  "acceptance",
  "service",
  "account",
  "eligibility",
  "content",
  "photos",
  "advice",
  "offline",
  "weather",
  "use",
  "plans",
  "cancellation",
  "availability",
  "selfHosted",
  "property",
  "liability",
  "changes",
  "contact",
] as const;

type TermsWords = ReturnType<typeof createTranslator<typeof Terms, "Terms">>;

/** The terms for this server's operator, in the words of `t`. */
export function termsSections(operator: Operator, t: TermsWords): TermsSection[] {
  const said = { named: operator.name ? "yes" : "no", name: operator.name ?? "", privacy: operator.privacyUrl ? "yes" : "no" };
  const contactLinks = [
    ...(operator.email ? [{ href: `mailto:${operator.email}`, label: operator.email }] : []),
    ...(operator.url ? [{ href: operator.url, label: operator.url }] : []),
  ];
  return SECTIONS.map((id): TermsSection => {
    const section = { title: t(`${id}Title`), body: t(`${id}Body`, said) };
    if (id === "photos" && operator.privacyUrl) return { ...section, links: [{ href: operator.privacyUrl, label: t("privacyNotice") }] };
    if (id === "contact") return contactLinks.length ? { ...section, links: contactLinks } : { ...section, body: t("noContact") };
    return section;
  });
}

/** The terms in a language: its messages load on first use (a chunk per language). */
export async function termsIn(locale: AppLocale, operator: Operator): Promise<TermsSection[]> {
  const messages = (await import(`@/locales/${locale}/terms.json`)).default as typeof Terms;
  return termsSections(operator, createTranslator({ locale, messages, namespace: "Terms" }));
}

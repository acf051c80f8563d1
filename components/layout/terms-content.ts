// The Terms & Conditions shown in the footer dialog (spec: 18 sections, last updated August 5,
// 2025). They speak for whoever runs this server, as configured (lib/operator.ts), never for a
// company that does not exist, and say plainly what the operator has not published.
import { NO_OPERATOR_CONTACT, type Operator } from "@/lib/operator";

/** The day they were last updated (shown "August 5, 2025", in the reader's language). */
export const TERMS_LAST_UPDATED = "2025-08-05";

export type TermsSection = { title: string; body: string; links?: { href: string; label: string }[] };

export function termsSections(operator: Operator): TermsSection[] {
  // "Riverside Allotments" or "the operator of this server", as the subject of a sentence or not.
  const who = operator.name ?? "the operator of this server";
  const Who = operator.name ?? "The operator of this server";
  const contactLinks = [
    ...(operator.email ? [{ href: `mailto:${operator.email}`, label: operator.email }] : []),
    ...(operator.url ? [{ href: operator.url, label: operator.url }] : []),
  ];
  return [
    {
      title: "Acceptance of these terms",
      body: `${
        operator.name ? `These terms are offered by ${operator.name}, who runs this Garden Assistant server.` : "These terms are offered by whoever runs this Garden Assistant server (its operator), who has not published their name."
      } By creating an account on it or using it you agree to them. If you do not agree, please do not use it.`,
    },
    {
      title: "What the service is",
      body: "Garden Assistant is open-source software that helps home gardeners keep a record of their plants, plan care tasks, see weather-based tips, chat with an assistant and get photo-based plant diagnoses and identifications. This server is one installation of it.",
    },
    {
      title: "Your account",
      body: `You must give a valid email address and keep your password private. You are responsible for everything done with your account. Tell ${who} at once if you think someone else has used it.`,
    },
    {
      title: "Eligibility",
      body: "You must be at least 16 years old, or the age of digital consent where you live, to create an account.",
    },
    {
      title: "Your content",
      body: `Plant records, notes, photos and messages you add remain yours. You give ${who} a limited licence to store, process and display them only to provide the service to you and to the members of gardens you share.`,
    },
    {
      title: "Photos and privacy",
      body: `Photos you upload are re-encoded and their location metadata is removed before storage. The software sells nothing and shares your data only with the services this server is configured to use (section 14). ${
        operator.privacyUrl ? `How ${who} handles personal data is described in their privacy notice.` : "This server's operator has not published a privacy notice."
      } You can export or delete your data in Settings at any time.`,
      links: operator.privacyUrl ? [{ href: operator.privacyUrl, label: "Privacy notice" }] : undefined,
    },
    {
      title: "AI-generated advice",
      body: "Chat answers, diagnoses and identifications are produced automatically and can be wrong. They are suggestions, not professional horticultural, medical or safety advice. Check before acting, especially before eating a plant or treating one with chemicals.",
    },
    {
      title: "Offline estimates",
      body: "When no AI model is connected, the service gives rule-based answers and photo measurements. These are clearly labelled as estimates and are less reliable than a model's analysis.",
    },
    {
      title: "Weather information",
      body: "Forecasts come from third-party weather services and may be inaccurate or unavailable. Do not rely on them alone to protect plants, property or people.",
    },
    {
      title: "Acceptable use",
      body: "Do not misuse the service: no attempts to break its security, overload it, scrape it, upload unlawful content or use it to harm others.",
    },
    {
      title: "Plans and payments",
      body: "This server takes no payments: every account is on the Free plan, which costs nothing. The Pro plan shown in Settings cannot be bought here.",
    },
    {
      title: "Cancellation",
      body: "You may stop using the service and delete your account in Settings at any time; what it holds is deleted with it, as the confirm step there describes.",
    },
    {
      title: "Availability and changes",
      body: `${Who} decides when this server runs, is updated or is shut down, and cannot promise it will be uninterrupted. Export your data from Settings to keep a copy of your own.`,
    },
    {
      title: "Self-hosted installations",
      body: `Garden Assistant is open source: anyone can run an installation. Whoever runs one (here, ${who}) is responsible for it, its data and the third-party services it is configured to use, such as an AI model, weather and email.`,
    },
    {
      title: "Intellectual property",
      body: "The software is licensed under its open-source licence. Plant illustrations and texts in the catalogue belong to the project and are provided under the same licence.",
    },
    {
      title: "Limitation of liability",
      body: `To the extent the law allows, neither ${who} nor the software's authors are liable for lost crops, damaged plants or indirect losses arising from use of the service. Nothing in these terms limits liability that cannot be limited by law.`,
    },
    {
      title: "Changes to these terms",
      body: "These terms come with the software and may change with a new version of it. The date at the top shows the version in use. Continuing to use the service after a change means you accept the updated terms.",
    },
    {
      title: "Contact",
      body: contactLinks.length ? `Questions about these terms or your data? Write to ${who}:` : NO_OPERATOR_CONTACT,
      links: contactLinks.length ? contactLinks : undefined,
    },
  ];
}

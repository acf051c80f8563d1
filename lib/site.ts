export const SITE_NAME = "Garden Assistant";
export const SITE_DESCRIPTION =
  "Keep track of your plants, get watering and care reminders that fit your weather, chat with an AI gardener and diagnose plant problems from a photo.";


/**
 * The landing page's schema.org structured data: the site (WebSite) and who publishes it
 * (Organization). `origin` is the site's, without a trailing slash.
 */
export function siteJsonLd(origin: string) {
  const organization = { "@type": "Organization", "@id": `${origin}/#organization`, name: SITE_NAME, url: `${origin}/`, logo: `${origin}/apple-icon.png` };
  return [
    { "@context": "https://schema.org", "@type": "WebSite", "@id": `${origin}/#website`, name: SITE_NAME, url: `${origin}/`, description: SITE_DESCRIPTION, inLanguage: "en", publisher: { "@id": organization["@id"] } },
    { "@context": "https://schema.org", ...organization },
  ] as const;
}

export const SITE_NAME = "Garden Assistant";
export const SITE_DESCRIPTION =
  "Keep track of your plants, get watering and care reminders that fit your weather, chat with an AI gardener and diagnose plant problems from a photo.";
export const CONTACT_EMAIL = "hello@garden-assistant.app";

/** Public URL of this install, for canonical links, Open Graph and the sitemap. */
export function siteUrl(): string {
  return (process.env.APP_URL || process.env.BETTER_AUTH_URL || "http://localhost:3000").replace(/\/$/, "");
}

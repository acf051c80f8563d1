import { getRequestConfig } from "next-intl/server";
import { currentGardener } from "@/server/account/gardener";
import { DEFAULT_APP_LOCALE, isAppLocale } from "./locales";
import { messagesFor } from "./messages";

/**
 * next-intl's configuration for server components (next.config.ts names this file). A public page
 * names its language (`getTranslations({ locale })`, from its path), so it is still built ahead;
 * the signed-in app's pages speak the gardener's language (their profile's `locale`), read with
 * their session (once per request). Dates, numbers and units are lib/format.ts's, not next-intl's.
 */
export default getRequestConfig(async ({ locale }) => {
  const chosen = isAppLocale(locale) ? locale : ((await currentGardener())?.locale ?? DEFAULT_APP_LOCALE);
  return { locale: chosen, messages: await messagesFor(chosen), timeZone: "UTC" };
});

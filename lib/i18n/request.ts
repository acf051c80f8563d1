import { getRequestConfig } from "next-intl/server";
import { isAppLocale } from "./locales";
import { messagesFor } from "./messages";
import { readerLocale } from "./reader-locale";

/**
 * next-intl's configuration for server components (next.config.ts names this file). A public page
 * names its language (`getTranslations({ locale })`, from its path), so it is still built ahead;
 * the signed-in app's pages speak the gardener's language (their profile's `locale`), read with
 * their session (once per request), and a signed-out page read per request the browser's. Dates,
 * numbers and units are lib/format.ts's, not next-intl's.
 */
export default getRequestConfig(async ({ locale, requestLocale }) => {
  // A page built ahead names its language (`setRequestLocale`), so nothing here reads the request.
  const named = locale ?? (await requestLocale);
  const chosen = isAppLocale(named) ? named : await readerLocale();
  return { locale: chosen, messages: await messagesFor(chosen), timeZone: "UTC" };
});

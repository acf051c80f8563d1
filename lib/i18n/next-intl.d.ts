// next-intl checks every message key and language code against the app's own (tsc fails on a key
// English does not have): the messages' shape is English's (lib/i18n/messages.ts).
import type { AppLocale } from "./locales";
import type { Messages } from "./messages";

declare module "next-intl" {
  interface AppConfig {
    Locale: AppLocale;
    Messages: Messages;
  }
}

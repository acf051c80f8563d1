import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { messagesFor, pickMessages, type Messages } from "@/lib/i18n/messages";
import { readerLocale } from "@/lib/i18n/reader-locale";
import { currentGardener } from "@/server/account/gardener";

/**
 * The words a page's client components say, in its reader's language (`readerLocale`): only the
 * namespaces it names, so each page's HTML carries its own messages and no other screen's.
 * A provider replaces its parent's messages, so the list is the page's whole need; the app
 * layout has its own for the shell. lib/i18n/page-messages.test.ts holds each list equal to the
 * `useTranslations` calls of the client components the page imports.
 */
export async function PageMessages({ namespaces, children }: { namespaces: readonly (keyof Messages)[]; children: ReactNode }) {
  const [gardener, locale] = await Promise.all([currentGardener(), readerLocale()]);
  return (
    <NextIntlClientProvider locale={locale} messages={pickMessages(await messagesFor(locale), namespaces)} timeZone={gardener?.timeZone ?? "UTC"}>
      {children}
    </NextIntlClientProvider>
  );
}

import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import app from "@/locales/en/app.json";
import assistant from "@/locales/en/assistant.json";
import care from "@/locales/en/care.json";
import display from "@/locales/en/display.json";
import garden from "@/locales/en/garden.json";
import journal from "@/locales/en/journal.json";
import plans from "@/locales/en/plans.json";
import publicMessages from "@/locales/en/public.json";
import settings from "@/locales/en/settings.json";

/** Every English message (lib/i18n/messages.ts's files), for a component test. */
const ENGLISH = { ...publicMessages, ...app, ...garden, ...care, ...settings, ...plans, ...journal, ...assistant, ...display };

/** A component as the app renders it for an English-speaking gardener: inside next-intl's provider, with every English message. */
export function inEnglish(ui: ReactNode) {
  return (
    <NextIntlClientProvider locale="en" messages={ENGLISH} timeZone="UTC">
      {ui}
    </NextIntlClientProvider>
  );
}

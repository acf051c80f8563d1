"use client";

import { useState, type ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import { Toaster } from "sonner";
import { FormatContext } from "@/hooks/use-format";
import type { FormatOptions } from "@/lib/format";
import { DEFAULT_APP_LOCALE, type AppLocale } from "@/lib/i18n/locales";
import { makeQueryClient } from "@/lib/query-client";

/** docs/product.md#constants: one toast at a time, 5000 ms each. */
export const TOAST_OPTIONS = { visibleToasts: 1, duration: 5000 } as const;

const APP_DEFAULTS: FormatOptions = {};

/**
 * The signed-in app's client state: queries, toasts, the gardener's language and its messages
 * (the signed-in files, lib/i18n/messages.ts), and how they read dates and measurements.
 */
export function Providers({ format = APP_DEFAULTS, locale = DEFAULT_APP_LOCALE, messages = null, children }: { format?: FormatOptions; locale?: AppLocale; messages?: AbstractIntlMessages | null; children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <NextIntlClientProvider locale={locale} messages={messages} timeZone={format.timeZone ?? "UTC"}>
        <FormatContext value={format}>{children}</FormatContext>
      </NextIntlClientProvider>
      <Toaster
        position="top-center"
        richColors
        closeButton
        visibleToasts={TOAST_OPTIONS.visibleToasts}
        duration={TOAST_OPTIONS.duration}
      />
    </QueryClientProvider>
  );
}

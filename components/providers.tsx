"use client";

import { useState, type ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { NextIntlClientProvider } from "next-intl";
import { Toaster } from "sonner";
import { FormatContext } from "@/hooks/use-format";
import type { FormatOptions } from "@/lib/format";
import { DEFAULT_APP_LOCALE, type AppLocale } from "@/lib/i18n/locales";
import { makeQueryClient } from "@/lib/query-client";

/** docs/product.md#constants: one toast at a time, 5000 ms each. */
export const TOAST_OPTIONS = { visibleToasts: 1, duration: 5000 } as const;

const APP_DEFAULTS: FormatOptions = {};

/**
 * The signed-in app's client state: queries, toasts, the gardener's language, and how they read
 * dates and measurements. The words come from the pages' and the layout's own providers
 * (components/page-messages.tsx), each with only the namespaces its components use.
 */
export function Providers({ format = APP_DEFAULTS, locale = DEFAULT_APP_LOCALE, children }: { format?: FormatOptions; locale?: AppLocale; children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <NextIntlClientProvider locale={locale} timeZone={format.timeZone ?? "UTC"}>
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

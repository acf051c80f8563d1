"use client";

import { useState, type ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "sonner";
import { FormatContext } from "@/hooks/use-format";
import type { FormatOptions } from "@/lib/format";
import { makeQueryClient } from "@/lib/query-client";

/** docs/product.md#constants: one toast at a time, 5000 ms each. */
export const TOAST_OPTIONS = { visibleToasts: 1, duration: 5000 } as const;

const APP_DEFAULTS: FormatOptions = {};

/** The signed-in app's client state: queries, toasts, and how the gardener reads dates and measurements. */
export function Providers({ format = APP_DEFAULTS, children }: { format?: FormatOptions; children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <FormatContext value={format}>{children}</FormatContext>
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

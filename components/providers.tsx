"use client";

import { useState, type ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "sonner";
import { makeQueryClient } from "@/lib/query-client";

/** docs/product.md#constants: one toast at a time, 5000 ms each. */
export const TOAST_OPTIONS = { visibleToasts: 1, duration: 5000 } as const;

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
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

"use client";

import { AlertTriangle, Loader2 } from "@/components/ui/icons";
import { BUTTON_BASE, BUTTON_SIZES, BUTTON_VARIANTS } from "@/components/ui/button-styles";

export function ErrorFallback({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-center justify-center gap-4 py-20 text-center">
      <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-bold tracking-tight">Something went wrong</h1>
      <p className="max-w-md text-muted-foreground">This part of the page failed to load. Your data is safe.</p>
      {/* A plain button in the Button's looks: this screen is part of every page's JavaScript. */}
      <button
        type="button"
        className={`${BUTTON_BASE} ${BUTTON_VARIANTS.default} ${BUTTON_SIZES.default}`}
        onClick={onRetry}
        disabled={retrying}
      >
        {retrying ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        Try again
      </button>
    </div>
  );
}

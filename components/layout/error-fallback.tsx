"use client";

import { AlertTriangle, Loader2 } from "@/components/ui/icons";
import { BUTTON_BASE, BUTTON_SIZES, BUTTON_VARIANTS } from "@/components/ui/button-styles";

/** What the error screen says ("Shell" in locales/<code>/app.json; English in app/global-error.tsx). */
export type ErrorTexts = { title: string; text: string; retry: string };

/**
 * A part of the page that failed, and Try again. It takes its words as they are: app/global-error.tsx,
 * part of every page's JavaScript, shows it when even the root layout failed, outside any language.
 */
export function ErrorFallback({ texts, onRetry, retrying = false }: { texts: ErrorTexts; onRetry: () => void; retrying?: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-center justify-center gap-4 py-20 text-center">
      <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-bold tracking-tight">{texts.title}</h1>
      <p className="max-w-md text-muted-foreground">{texts.text}</p>
      {/* A plain button in the Button's looks: this screen is part of every page's JavaScript. */}
      <button
        type="button"
        className={`${BUTTON_BASE} ${BUTTON_VARIANTS.default} ${BUTTON_SIZES.default}`}
        onClick={onRetry}
        disabled={retrying}
      >
        {retrying ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {texts.retry}
      </button>
    </div>
  );
}

"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { Loader2 } from "@/components/ui/icons";
import { BUTTON_BASE, BUTTON_SIZES, BUTTON_VARIANTS } from "@/components/ui/button-styles";
import { ErrorAlert } from "@/components/ui/error-alert";
import { startSingleSignOn } from "@/lib/single-sign-on";

/** "Continue with {provider}": off to the install's OpenID Connect provider, back signed in at `next`. */
export function SingleSignOnButton({ providerName, next }: { providerName: string; next: string }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = useTranslations("Auth");

  // Back from the provider with the browser's back button, the page may come from its cache as it was left.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setPending(false);
    };
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);

  async function start() {
    setError(null);
    setPending(true);
    const url = await startSingleSignOn(next);
    if (url) {
      window.location.assign(url);
      return;
    }
    setPending(false);
    setError(t("providerUnreachable", { provider: providerName }));
  }

  return (
    <div className="grid gap-2">
      {/* A plain button in the Button's looks: the sign-in pages do without class merging. */}
      <button type="button" onClick={start} disabled={pending} className={`${BUTTON_BASE} ${BUTTON_VARIANTS.outline} ${BUTTON_SIZES.lg} w-full`}>
        {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {t("continueWith", { provider: providerName })}
      </button>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
    </div>
  );
}

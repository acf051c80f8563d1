"use client";

import { useEffect, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { ErrorFallback } from "@/components/layout/error-fallback";

/**
 * A rendering error inside the signed-in shell. 'Try again' re-fetches the
 * server components (router.refresh) and then re-renders the segment (reset).
 */
export default function AppError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const router = useRouter();
  const [retrying, startRetry] = useTransition();
  const t = useTranslations("Shell");
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorFallback
      texts={{ title: t("errorTitle"), text: t("errorText"), retry: t("tryAgain") }}
      retrying={retrying}
      onRetry={() =>
        startRetry(() => {
          router.refresh();
          reset();
        })
      }
    />
  );
}

import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { apiErrorMessage } from "@/lib/api-client";

const TRY_AGAIN = "Please try again.";

/** docs/product.md#messages failure toast: destructive, 'Please try again.'. */
export function failureToast(title: string, tryAgain: string = TRY_AGAIN) {
  toast.error(title, { description: tryAgain });
}

/** The server's message for a failure, a network error's own words, else 'Please try again.' (`tryAgain`, in the screen's words). */
export function failureDescription(error: unknown, tryAgain: string = TRY_AGAIN): string {
  return apiErrorMessage(error) ?? (error instanceof Error && !/^\d{3}:/.test(error.message) ? error.message : tryAgain);
}

/** A failure toast that says what went wrong (the Diagnose page's failures). */
export function explainedFailureToast(title: string, error: unknown, tryAgain: string = TRY_AGAIN) {
  toast.error(title, { description: failureDescription(error, tryAgain) });
}

/**
 * A hook's toasts in the gardener's words: `t` gives the "Toasts" messages (locales/<code>/display.json),
 * and the failures say 'Please try again.' in them. Only inside the signed-in app's provider.
 */
export function useToasts() {
  const t = useTranslations("Toasts");
  const tryAgain = () => t("tryAgain");
  return {
    t,
    failure: (title: string) => failureToast(title, tryAgain()),
    explainedFailure: (title: string, error: unknown) => explainedFailureToast(title, error, tryAgain()),
    describeFailure: (error: unknown) => failureDescription(error, tryAgain()),
  };
}

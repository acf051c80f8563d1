import { toast } from "sonner";
import { apiErrorMessage } from "@/lib/api-client";

const TRY_AGAIN = "Please try again.";

/** docs/product.md#messages failure toast: destructive, 'Please try again.'. */
export function failureToast(title: string) {
  toast.error(title, { description: TRY_AGAIN });
}

/** The server's message for a failure, a network error's own words, else 'Please try again.'. */
export function failureDescription(error: unknown): string {
  return apiErrorMessage(error) ?? (error instanceof Error && !/^\d{3}:/.test(error.message) ? error.message : TRY_AGAIN);
}

/** A failure toast that says what went wrong (the Diagnose page's failures). */
export function explainedFailureToast(title: string, error: unknown) {
  toast.error(title, { description: failureDescription(error) });
}

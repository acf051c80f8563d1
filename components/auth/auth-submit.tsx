import { Loader2 } from "@/components/ui/icons";
import { BUTTON_BASE, BUTTON_SIZES, BUTTON_VARIANTS } from "@/components/ui/button-styles";
import { ErrorAlert } from "@/components/ui/error-alert";

/**
 * The end of a sign-in page's form: its error, if any (with `errorId`, which the form names in
 * aria-describedby), and the submit button, which says what it is doing while `pending`. A plain
 * button in the Button's looks: the sign-in pages do without class merging.
 */
export function AuthSubmit({ errorId, error, pending, label, pendingLabel }: { errorId: string; error: string | null; pending: boolean; label: string; pendingLabel: string }) {
  return (
    <>
      {error ? (
        <ErrorAlert id={errorId} boxed>
          {error}
        </ErrorAlert>
      ) : null}
      <button type="submit" className={`${BUTTON_BASE} ${BUTTON_VARIANTS.default} ${BUTTON_SIZES.lg}`} disabled={pending}>
        {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {pending ? pendingLabel : label}
      </button>
    </>
  );
}

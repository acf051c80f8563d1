import { TERMS_LAST_UPDATED } from "./terms-content";
import { TermsDialogFrame } from "./terms-dialog-frame";

/** The footer's Terms & Conditions: the button and dialog; the text loads when it first opens. */
export function TermsDialog() {
  return <TermsDialogFrame lastUpdated={TERMS_LAST_UPDATED} />;
}

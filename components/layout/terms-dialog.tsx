import type { Operator } from "@/lib/operator";
import { TERMS_LAST_UPDATED } from "./terms-content";
import { TermsDialogFrame } from "./terms-dialog-frame";

/** The footer's Terms & Conditions: the button and dialog; the text, for this server's operator, loads when it first opens. */
export function TermsDialog({ operator }: { operator: Operator }) {
  return <TermsDialogFrame lastUpdated={TERMS_LAST_UPDATED} operator={operator} />;
}

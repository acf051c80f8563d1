import { TERMS_LAST_UPDATED, TERMS_SECTIONS } from "./terms-content";
import { TermsDialogFrame } from "./terms-dialog-frame";

/** Terms & Conditions in a dialog. Server component: the text travels with the page, not in its JavaScript. */
export function TermsDialog() {
  return (
    <TermsDialogFrame lastUpdated={TERMS_LAST_UPDATED}>
      <ol className="grid gap-4 text-sm leading-relaxed">
        {TERMS_SECTIONS.map((section, index) => (
          <li key={section.title}>
            <h3 className="font-semibold">
              {index + 1}. {section.title}
            </h3>
            <p className="mt-1 text-muted-foreground">{section.body}</p>
          </li>
        ))}
      </ol>
    </TermsDialogFrame>
  );
}

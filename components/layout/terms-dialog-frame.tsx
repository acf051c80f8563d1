"use client";

import { useId, useRef, useState } from "react";
import { X as XIcon } from "@/components/ui/icons";
import type { AppLocale } from "@/lib/i18n/locales";
import type { Operator } from "@/lib/operator";
import type { TermsSection } from "./terms-content";

type Loaded = { sections: readonly TermsSection[] } | { failed: true } | null;

/**
 * Terms & Conditions in the browser's own <dialog> (focus kept inside, Escape closes, focus back
 * on the button after): every page's footer has it, so it needs no dialog library, and the text
 * loads when the dialog first opens instead of with every page.
 */
/** The dialog's own words, in the page's language (./terms-dialog.tsx): this frame is on every page, so it takes no messages of its own. */
export type TermsWords = { title: string; updated: string; loading: string; failed: string; close: string };

export function TermsDialogFrame({ words, operator, locale }: { words: TermsWords; operator: Operator; locale: AppLocale }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const [terms, setTerms] = useState<Loaded>(null);

  function open() {
    dialog.current?.showModal();
    if (terms && "sections" in terms) return;
    setTerms(null);
    import("./terms-content")
      .then((module) => module.termsIn(locale, operator))
      .then(
        (sections) => setTerms({ sections }),
        () => setTerms({ failed: true }),
      );
  }

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        className="rounded-sm hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        onClick={open}
      >
        {words.title}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        // A click on the backdrop (outside the dialog's box) closes it, as the other dialogs do.
        onClick={(event) => {
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
        className="fixed top-1/2 left-1/2 m-0 max-h-[90dvh] text-left w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border bg-background p-0 text-foreground shadow-lg backdrop:bg-black/50"
      >
        <div className="grid gap-4 p-6">
          <div className="flex flex-col gap-1.5 pr-6 text-left">
            <h2 id={titleId} className="text-lg leading-none font-semibold">
              {words.title}
            </h2>
            <p id={descriptionId} className="text-sm text-muted-foreground">
              {words.updated}
            </p>
          </div>
          {terms === null ? (
            <p role="status" className="text-sm text-muted-foreground">
              {words.loading}
            </p>
          ) : "failed" in terms ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {words.failed}
            </p>
          ) : (
            <ol className="grid gap-4 text-sm leading-relaxed">
              {terms.sections.map((section, index) => (
                <li key={section.title}>
                  <h3 className="font-semibold">
                    {index + 1}. {section.title}
                  </h3>
                  <p className="mt-1 text-muted-foreground">{section.body}</p>
                  {section.links ? (
                    <ul className="mt-1 grid gap-1">
                      {section.links.map((link) => (
                        <li key={link.href}>
                          <a href={link.href} className="font-medium break-all text-primary underline-offset-4 hover:underline" rel="noopener noreferrer">
                            {link.label}
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ol>
          )}
        </div>
        <form method="dialog">
          <button
            type="submit"
            className="absolute top-4 right-4 rounded-sm opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <XIcon className="size-4" aria-hidden="true" />
            <span className="sr-only">{words.close}</span>
          </button>
        </form>
      </dialog>
    </>
  );
}

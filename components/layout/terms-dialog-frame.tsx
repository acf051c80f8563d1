"use client";

import { useId, useRef, type ReactNode } from "react";
import { XIcon } from "lucide-react";

/**
 * The dialog around the terms, on the browser's own <dialog> (focus kept inside, Escape closes,
 * focus back on the button after): the landing page's only dialog does not need a dialog library.
 * The terms themselves come rendered from the server (terms-dialog.tsx).
 */
export function TermsDialogFrame({ lastUpdated, children }: { lastUpdated: string; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        className="rounded-sm hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        onClick={() => dialog.current?.showModal()}
      >
        Terms &amp; Conditions
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        // A click on the backdrop (outside the dialog's box) closes it, as the other dialogs do.
        onClick={(event) => {
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
        className="fixed top-1/2 left-1/2 m-0 max-h-[90dvh] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border bg-background p-0 text-foreground shadow-lg backdrop:bg-black/50"
      >
        <div className="grid gap-4 p-6">
          <div className="flex flex-col gap-1.5 pr-6 text-left">
            <h2 id={titleId} className="text-lg leading-none font-semibold">
              Terms &amp; Conditions
            </h2>
            <p id={descriptionId} className="text-sm text-muted-foreground">
              Last updated: {lastUpdated}
            </p>
          </div>
          {children}
        </div>
        <form method="dialog">
          <button
            type="submit"
            className="absolute top-4 right-4 rounded-sm opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <XIcon className="size-4" aria-hidden="true" />
            <span className="sr-only">Close</span>
          </button>
        </form>
      </dialog>
    </>
  );
}

"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { TERMS_LAST_UPDATED, TERMS_SECTIONS } from "./terms-content";

export function TermsDialog() {
  return (
    <Dialog>
      <DialogTrigger className="rounded-sm hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
        Terms &amp; Conditions
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Terms &amp; Conditions</DialogTitle>
          <DialogDescription>Last updated: {TERMS_LAST_UPDATED}</DialogDescription>
        </DialogHeader>
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
      </DialogContent>
    </Dialog>
  );
}

"use client";

import { useAfterHydration } from "@/hooks/use-hydrated";
import { previewNoticeFromCookies } from "@/lib/deployment-preview";

/**
 * A slim line on every page of a preview deployment: which branch and commit it is, and that it is
 * not the live site. Read from the cookie proxy.ts sets at run time (pages may be static: see
 * lib/deployment-preview.ts), so a preview promoted to production loses it without a rebuild.
 */
/**
 * Its words, in English: it is for the team previewing a branch, and the root layout it sits in
 * knows no page's language (the pages are built ahead, each in its own).
 */
const WORDS = { label: "Preview deployment", preview: "Preview", ofBranch: "of branch", unknownBranch: "unknown", atCommit: "at commit", notLive: ": not the live site." };

export function PreviewBanner() {
  const cookies = useAfterHydration(
    () => document.cookie,
    () => "",
  );
  const notice = previewNoticeFromCookies(cookies);
  if (!notice) return null;
  return (
    <aside aria-label={WORDS.label} lang="en" className="border-b border-amber-300 bg-amber-100 px-4 py-1 text-center text-xs leading-5 text-amber-950">
      <strong className="font-semibold">{WORDS.preview}</strong> {WORDS.ofBranch} <code className="font-mono break-all">{notice.branch ?? WORDS.unknownBranch}</code>
      {notice.commit ? (
        <>
          {" "}
          {WORDS.atCommit} <code className="font-mono">{notice.commit}</code>
        </>
      ) : null}
      {WORDS.notLive}
    </aside>
  );
}

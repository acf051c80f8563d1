"use client";

import { useAfterHydration } from "@/hooks/use-hydrated";
import { previewNoticeFromCookies } from "@/lib/deployment-preview";

/**
 * A slim line on every page of a preview deployment: which branch and commit it is, and that it is
 * not the live site. Read from the cookie proxy.ts sets at run time (pages may be static: see
 * lib/deployment-preview.ts), so a preview promoted to production loses it without a rebuild.
 */
export function PreviewBanner() {
  const cookies = useAfterHydration(
    () => document.cookie,
    () => "",
  );
  const notice = previewNoticeFromCookies(cookies);
  if (!notice) return null;
  return (
    <aside aria-label="Preview deployment" className="border-b border-amber-300 bg-amber-100 px-4 py-1 text-center text-xs leading-5 text-amber-950">
      <strong className="font-semibold">Preview</strong> of branch <code className="font-mono break-all">{notice.branch ?? "unknown"}</code>
      {notice.commit ? (
        <>
          {" "}
          at commit <code className="font-mono">{notice.commit}</code>
        </>
      ) : null}
      : not the live site.
    </aside>
  );
}

// A preview deployment says so on every page (components/deployment/preview-banner.tsx). Pages
// may be static, built before anyone knows whether the build will serve a preview or be promoted
// to production, so the server's proxy (proxy.ts) hands the browser the fact at run time in this
// cookie, and removes it once the deployment is no longer a preview.

/** Readable by the page's script: it holds only the branch and commit, which the banner shows. */
export const PREVIEW_COOKIE = "garden-preview";

export type PreviewNotice = { branch?: string; commit?: string };

export function encodePreviewNotice(notice: PreviewNotice): string {
  return JSON.stringify({ branch: notice.branch, commit: notice.commit });
}

/** The notice in a `document.cookie` string, or undefined for none (or one that is not ours). */
export function previewNoticeFromCookies(cookies: string): PreviewNotice | undefined {
  for (const part of cookies.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== PREVIEW_COOKIE) continue;
    try {
      const value: unknown = JSON.parse(decodeURIComponent(rest.join("=")));
      if (typeof value !== "object" || value === null) return undefined;
      const { branch, commit } = value as Record<string, unknown>;
      return { branch: typeof branch === "string" ? branch : undefined, commit: typeof commit === "string" ? commit : undefined };
    } catch {
      return undefined;
    }
  }
  return undefined;
}

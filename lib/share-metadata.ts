import type { Metadata } from "next";
import { SITE_DESCRIPTION, SITE_NAME } from "@/lib/site";

/** How the public pages look when a link to them is shared (Open Graph, X). */
export function shareMetadata(path: string): Metadata {
  const title = `${SITE_NAME}: your AI garden assistant`;
  return {
    openGraph: {
      type: "website",
      siteName: SITE_NAME,
      title,
      description: SITE_DESCRIPTION,
      url: path,
      images: [{ url: "/og-image.jpg", width: 1200, height: 630, alt: "Illustrated garden plants" }],
    },
    twitter: { card: "summary_large_image" },
    alternates: { canonical: path },
  };
}

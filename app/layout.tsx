import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { PreviewBanner } from "@/components/deployment/preview-banner";
import { SITE_DESCRIPTION, SITE_NAME } from "@/lib/site";
import { siteUrl } from "@/server/http/origin";
import "./globals.css";

// Geist's Latin subset (29 KB; the whole font is 70 KB), with font-display: optional: a first visit
// on a slow connection keeps the (metric-matched) fallback instead of repainting every line when
// the font arrives, which made the landing page's largest paint wait for the font. Later visits
// have it cached. Characters outside the subset (ł, ő, Cyrillic…) come from the fallback font.
// (next/font needs its options written out literally; the range is the one @fontsource declares.)
const geistSans = localFont({
  src: "../node_modules/@fontsource-variable/geist/files/geist-latin-wght-normal.woff2",
  variable: "--font-geist-sans",
  weight: "100 900",
  display: "optional",
  declarations: [{ prop: "unicode-range", value: "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD" }],
});

export function generateMetadata(): Metadata {
  // Link previews (Open Graph) are the public pages' (lib/share-metadata.ts): the
  // signed-in pages are nobody's to share, and their HTML is smaller without them.
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: `${SITE_NAME}: your AI garden assistant`, template: `%s | ${SITE_NAME}` },
    description: SITE_DESCRIPTION,
    applicationName: SITE_NAME,
  };
}

export const viewport: Viewport = {
  themeColor: "#2f7d4a",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en" className={geistSans.variable} suppressHydrationWarning>
      <body className="min-h-dvh font-sans">
        <PreviewBanner />
        {children}
      </body>
    </html>
  );
}

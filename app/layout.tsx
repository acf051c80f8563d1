import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { SITE_DESCRIPTION, SITE_NAME } from "@/lib/site";
import { siteUrl } from "@/server/http/origin";
import "./globals.css";

// Geist, with font-display: optional: a first visit on a slow connection keeps the (metric-matched)
// fallback instead of repainting every line when the font arrives, which made the landing page's
// largest paint wait for a 70 KB font. Later visits have it cached.
const geistSans = localFont({
  src: "../node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2",
  variable: "--font-geist-sans",
  weight: "100 900",
  display: "optional",
});

export function generateMetadata(): Metadata {
  // Link previews (Open Graph) are the public pages' (app/(marketing)/share-metadata.ts): the
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
        {children}
      </body>
    </html>
  );
}

"use client";

import { ErrorFallback } from "@/components/layout/error-fallback";
import "./globals.css";

// The root layout failed: there is no gardener and no language here, and this screen is part of
// every page's JavaScript, so it carries its English words itself ("Shell" in locales/en/app.json).
const TEXTS = { title: "Something went wrong", text: "This part of the page failed to load. Your data is safe.", retry: "Try again" };

export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="font-sans">
        <main>
          <ErrorFallback texts={TEXTS} onRetry={reset} />
        </main>
      </body>
    </html>
  );
}

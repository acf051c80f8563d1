"use client";

import { ErrorFallback } from "@/components/layout/error-fallback";
import "./globals.css";

export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="font-sans">
        <main>
          <ErrorFallback onRetry={reset} />
        </main>
      </body>
    </html>
  );
}

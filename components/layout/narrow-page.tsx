import type { ReactNode } from "react";
import { BrandLogo } from "./brand-logo";

/** A page outside the app's shell (sign-in, an invitation): the logo, then one narrow column. Server component. */
export function NarrowPage({ children, lang }: { children: ReactNode; lang?: string }) {
  return (
    <div lang={lang} className="flex min-h-dvh flex-col bg-gradient-to-b from-secondary/70 to-background">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center px-4 sm:px-6">
        <BrandLogo />
      </header>
      <main id="main-content" className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:pt-12">
        <div className="w-full max-w-md">{children}</div>
      </main>
    </div>
  );
}

import Link from "next/link";
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { BrandLogo } from "@/components/layout/brand-logo";
import { FooterLinks } from "@/components/layout/footer-links";
import { GUIDES_PATH } from "@/lib/guide-paths";
import { SITE_NAME } from "@/lib/site";
import { DEFAULT_APP_LOCALE, LOCALE_NAMES, LOCALES, localizedPath, type AppLocale } from "@/lib/i18n/locales";

/** A link in running text or a list: underlined on hover, with a visible focus ring (as components/layout/footer-links.tsx). */
export const TEXT_LINK = "rounded-sm underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none";

/** The signed-out pages' header (as the landing page's): the brand, and Sign In and Get Started. */
export async function PublicHeader({ locale = DEFAULT_APP_LOCALE }: { locale?: AppLocale }) {
  const t = await getTranslations({ locale, namespace: "Public" });
  return (
    <header className="sticky top-0 z-40 border-b bg-background">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6">
        <BrandLogo compact />
        <nav aria-label={t("accountNav")} className="flex items-center gap-1 sm:gap-2">
          <Button asChild variant="ghost" className="px-3 sm:px-4">
            <Link href={localizedPath(locale, "/login")}>{t("signIn")}</Link>
          </Button>
          <Button asChild className="px-3 sm:px-4">
            <Link href={localizedPath(locale, "/register")}>{t("getStarted")}</Link>
          </Button>
        </nav>
      </div>
    </header>
  );
}

/**
 * The signed-out pages' footer (as the landing page's): the site's name, the plant guides, Terms and
 * Contact Us, and this page (`path`, the landing page unless given) in each language the app speaks.
 */
export async function PublicFooter({ locale = DEFAULT_APP_LOCALE, path = "/" }: { locale?: AppLocale; path?: string }) {
  const t = await getTranslations({ locale, namespace: "Public" });
  const year = new Date().getFullYear();
  return (
    <footer className="border-t bg-card">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:px-6">
        <p>
          © {year} {SITE_NAME}.{" "}
          <Link href={localizedPath(locale, GUIDES_PATH)} className={`font-medium ${TEXT_LINK} hover:text-foreground`}>
            {t("plantGuides")}
          </Link>
        </p>
        <nav aria-label={t("languages")}>
          <ul className="flex flex-wrap justify-center gap-x-3 gap-y-1">
            {LOCALES.map((language) => (
              <li key={language}>
                {language === locale ? (
                  <span lang={language} aria-current="page" className="font-medium text-foreground">
                    {LOCALE_NAMES[language]}
                  </span>
                ) : (
                  <Link href={localizedPath(language, path)} lang={language} hrefLang={language} className={`${TEXT_LINK} hover:text-foreground`}>
                    {LOCALE_NAMES[language]}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <FooterLinks locale={locale} />
      </div>
    </footer>
  );
}

/** A public page in a language: skip link, header, the page's main content and footer. Server-rendered, no client code of its own. */
export async function PublicPage({ children, locale = DEFAULT_APP_LOCALE, path = "/" }: { children: ReactNode; locale?: AppLocale; path?: string }) {
  const t = await getTranslations({ locale, namespace: "Public" });
  return (
    <div lang={locale} className="flex min-h-dvh flex-col overflow-x-clip bg-background">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:shadow"
      >
        {t("skipToContent")}
      </a>
      <PublicHeader locale={locale} />
      <main id="main-content" className="flex-1">
        {children}
      </main>
      <PublicFooter locale={locale} path={path} />
    </div>
  );
}

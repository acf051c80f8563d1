import Link from "next/link";
import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
import { localizedPath, type AppLocale } from "@/lib/i18n/locales";
import { messagesFor, pickMessages } from "@/lib/i18n/messages";
import { NarrowPage } from "@/components/layout/narrow-page";
import { ErrorAlert } from "@/components/ui/error-alert";
import { singleSignOnErrorMessage } from "@/lib/single-sign-on";
import { singleSignOn } from "@/server/auth/oidc";
import { authProviderName } from "@/server/auth/provider";
import { env } from "@/server/env";
import { Button } from "@/components/ui/button";
import { AuthWidget } from "./auth-widget";
import { SingleSignOnButton } from "./single-sign-on-button";

// Each page's texts ("Auth" in locales/<code>/public.json) and the other page's path.
const COPY = {
  "sign-in": { title: "signInTitle", subtitle: "signInSubtitle", prompt: "signInPrompt", link: "signInLink", href: "/register" },
  "sign-up": { title: "signUpTitle", subtitle: "signUpSubtitle", prompt: "signUpPrompt", link: "signUpLink", href: "/login" },
} as const;

/**
 * /login and /register: the local form (with "Continue with {provider}" when single sign-on is
 * configured, and why it failed when it sent the visitor back with `?error=`), or Clerk's widget
 * when Clerk is configured.
 */
export async function AuthPage({ mode, next = "/", error, locale }: { mode: "sign-in" | "sign-up"; next?: string; error?: string; locale: AppLocale }) {
  const copy = COPY[mode];
  const t = await getTranslations({ locale, namespace: "Auth" });
  const href = localizedPath(locale, copy.href);
  const provider = authProviderName();
  const sso = singleSignOn();
  const ssoError = sso ? singleSignOnErrorMessage(error, sso.providerName) : null;
  // A preview with PREVIEW_DEMO=on (server/demo.ts).
  const demo = mode === "sign-in" && provider === "local" && env().previewDemo;
  // The forms' texts only: the page's script carries no other messages, and no other language's.
  const formMessages = pickMessages(await messagesFor(locale), ["Auth", "AuthErrors"]);
  return (
    <NextIntlClientProvider locale={locale} messages={formMessages} timeZone="UTC">
    <NarrowPage lang={locale}>
      {demo ? <DemoOffer failed={error === "demo"} locale={locale} /> : null}
      {provider === "clerk" ? (
        <>
          <h1 className="sr-only">{t(copy.title)}</h1>
          <div className="flex justify-center">
            <AuthWidget provider={provider} mode={mode} next={next} />
          </div>
        </>
      ) : (
        <div className="rounded-2xl border bg-card p-6 shadow-lg sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight">{t(copy.title)}</h1>
          <p className="mt-1 mb-6 text-sm text-muted-foreground">{t(copy.subtitle)}</p>
          {sso ? (
            <div className="mb-6 grid gap-4">
              {ssoError ? <ErrorAlert boxed>{ssoError}</ErrorAlert> : null}
              <SingleSignOnButton providerName={sso.providerName} next={next} />
              <div className="flex items-center gap-3 text-xs text-muted-foreground">
                <span className="h-px flex-1 bg-border" />
                {t("orWithEmail")}
                <span className="h-px flex-1 bg-border" />
              </div>
            </div>
          ) : null}
          <AuthWidget provider={provider} mode={mode} next={next} />
        </div>
      )}
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {t(copy.prompt)}{" "}
        <Link href={next === "/" ? href : `${href}?next=${encodeURIComponent(next)}`} className="font-medium text-primary underline-offset-4 hover:underline">
          {t(copy.link)}
        </Link>
      </p>
    </NarrowPage>
    </NextIntlClientProvider>
  );
}

/** A preview's one-click demo (PREVIEW_DEMO=on): a plain form, so it works before any script runs. */
async function DemoOffer({ failed, locale }: { failed: boolean; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: "DemoOffer" });
  return (
    <section aria-labelledby="demo-heading" className="mb-6 rounded-2xl border border-primary/40 bg-primary/5 p-5">
      <h2 id="demo-heading" className="font-semibold">
        {t("heading")}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t("body")}</p>
      {failed ? (
        <div className="mt-3">
          <ErrorAlert boxed>{t("failed")}</ErrorAlert>
        </div>
      ) : null}
      <form method="post" action="/api/demo" className="mt-3">
        <Button type="submit" className="w-full">
          {t("tryDemo")}
        </Button>
      </form>
    </section>
  );
}

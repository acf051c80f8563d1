import type { ReactNode } from "react";
import { connection } from "next/server";
import { AUTH_CONFIG_ERROR_DETAIL, AuthStatusScreen } from "@/components/auth/auth-status-screen";
import { ClerkSessionProvider } from "@/components/auth/clerk-session-provider";
import { AppShell } from "@/components/layout/app-shell";
import { LandingPage } from "@/components/marketing/landing-page";
import { ServiceWorker } from "@/components/layout/service-worker";
import { TimezoneSync } from "@/components/layout/timezone-sync";
import { getCurrentUser } from "@/server/auth";
import { currentGardener, formatOptionsOf } from "@/server/account/gardener";
import { authConfig } from "@/server/auth/provider";
import { Providers } from "@/components/providers";
import { DEFAULT_APP_LOCALE } from "@/lib/i18n/locales";
import { PageMessages } from "@/components/page-messages";

/**
 * Every app path: the signed-in shell, or the landing page for signed-out
 * visitors (docs/product.md#screens: they see it on every path but /login and /register).
 */
export default async function AppLayout({ children }: { children: ReactNode }) {
  await connection();
  const config = authConfig();
  if (config.provider === "clerk" && !config.valid) {
    return <AuthStatusScreen error message="Authentication configuration error" detail={AUTH_CONFIG_ERROR_DETAIL} />;
  }
  const [user, gardener] = await Promise.all([getCurrentUser(), currentGardener()]);
  if (!user || !gardener) return <LandingPage locale={DEFAULT_APP_LOCALE} />;
  // The signed-in app's client state (queries, toasts, the gardener's language): the landing and sign-in pages load none of it.
  // The shell's words (and its error screen's); each page gives its own components theirs.
  const shell = (
    <Providers format={formatOptionsOf(gardener)} locale={gardener.locale}>
      <PageMessages namespaces={["Common", "Gardens", "Nav", "PlaceNotices", "Shell", "Toasts"]}>
        {/* The page's language for screen readers and hyphenation (the root layout's <html> is English: it is shared with the built-ahead pages). */}
        <div lang={gardener.locale} className="contents">
          <AppShell user={user} provider={config.provider} garden={{ id: gardener.gardenId, name: gardener.gardenName, role: gardener.gardenRole }}>
            <TimezoneSync savedTimezone={gardener.timeZone} />
            <ServiceWorker userId={user.id} />
            {children}
          </AppShell>
        </div>
      </PageMessages>
    </Providers>
  );
  return config.provider === "clerk" ? (
    <ClerkSessionProvider publishableKey={config.publishableKey}>{shell}</ClerkSessionProvider>
  ) : (
    shell
  );
}

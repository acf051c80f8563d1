import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { BrandLogo } from "./brand-logo";
import { AppFooter } from "./app-footer";
import { MobileBottomBar } from "./mobile-bottom-bar";
import { ScrollToTop } from "./scroll-to-top";
import { MoreNav, TopNav } from "./top-nav";
import { UserMenu, type MenuUser } from "./user-menu";
import { GardenSwitcher } from "@/components/gardens/garden-switcher";
import type { OpenGarden } from "@/lib/garden-types";
import type { AuthProvider } from "@/lib/auth-provider";

/** The signed-in frame: top navigation, user menu, footer and the mobile bottom bar. */
export async function AppShell({
  user,
  provider,
  garden,
  children,
}: {
  user: MenuUser;
  provider: AuthProvider;
  garden: OpenGarden;
  children: ReactNode;
}) {
  const t = await getTranslations("Shell");
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollToTop />
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:shadow"
      >
        {t("skipToContent")}
      </a>
      <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
          <div className="flex min-w-0 items-center gap-3">
            <BrandLogo compact="tablet" />
            <GardenSwitcher garden={garden} />
          </div>
          <TopNav />
          <UserMenu user={user} provider={provider} garden={garden} />
        </div>
        <MoreNav />
      </header>
      <main id="main-content" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 pb-24 sm:px-6 md:py-8 md:pb-10">
        {children}
      </main>
      <div className="pb-16 md:pb-0">
        <AppFooter />
      </div>
      <MobileBottomBar />
    </div>
  );
}

import { getLocale } from "next-intl/server";
import { SITE_NAME } from "@/lib/site";
import { FooterLinks } from "./footer-links";

/** The signed-in app's footer, in the gardener's language. Server component. */
export async function AppFooter() {
  return (
    <footer className="border-t bg-card">
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:px-6">
        <p>
          © {new Date().getFullYear()} {SITE_NAME}
        </p>
        <FooterLinks locale={await getLocale()} />
      </div>
    </footer>
  );
}

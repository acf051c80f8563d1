import { Mail } from "@/components/ui/icons";
import { CONTACT_EMAIL, SITE_NAME } from "@/lib/site";
import { TermsDialog } from "./terms-dialog";

export function AppFooter() {
  return (
    <footer className="border-t bg-card">
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:px-6">
        <p>
          © {new Date().getFullYear()} {SITE_NAME}
        </p>
        <div className="flex items-center gap-4">
          <TermsDialog />
          <a
            href={`mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(`${SITE_NAME} feedback`)}`}
            className="inline-flex items-center gap-1.5 rounded-sm hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <Mail className="size-4" aria-hidden="true" /> Contact Us
          </a>
        </div>
      </div>
    </footer>
  );
}

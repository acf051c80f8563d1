"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { SETTINGS_SECTIONS, type SettingsSection } from "@/lib/settings-sections";
import { cn } from "@/lib/utils";

/** Each section's label in the "SettingsNav" messages. */
const SECTION_LABELS = {
  "/settings": "gardenLabel",
  "/settings/reminders": "remindersLabel",
  "/settings/account": "accountLabel",
  "/settings/data": "dataLabel",
  "/settings/connections": "connectionsLabel",
} as const satisfies Record<SettingsSection["href"], string>;

/** The short list of Settings' sections, on every settings page (a column on a wide screen, wrapped links on a phone). */
export function SettingsNav() {
  const t = useTranslations("SettingsNav");
  const pathname = usePathname();
  return (
    <nav aria-label={t("navLabel")} className="md:sticky md:top-20 md:self-start">
      <ul className="flex flex-wrap gap-2 md:flex-col md:gap-1">
        {SETTINGS_SECTIONS.map(({ href }) => {
          const current = pathname === href;
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "block rounded-md border px-3 py-2 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none md:border-transparent",
                  current ? "border-primary bg-primary text-primary-foreground" : "bg-card text-foreground hover:bg-accent md:bg-transparent",
                )}
              >
                {t(SECTION_LABELS[href])}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

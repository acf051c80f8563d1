"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { SETTINGS_SECTIONS } from "@/lib/settings-sections";
import { cn } from "@/lib/utils";

/** The short list of Settings' sections, on every settings page (a column on a wide screen, wrapped links on a phone). */
export function SettingsNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Settings sections" className="md:sticky md:top-20 md:self-start">
      <ul className="flex flex-wrap gap-2 md:flex-col md:gap-1">
        {SETTINGS_SECTIONS.map(({ href, label }) => {
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
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

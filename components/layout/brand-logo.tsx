import Link from "next/link";
import { Sprout } from "@/components/ui/icons";
import { SITE_NAME } from "@/lib/site";
import { cn } from "@/lib/utils";

/**
 * `compact`: on narrow screens only the mark shows (the name stays for screen readers), to leave
 * room beside it: below 380 px, or below 1024 px with "tablet" (the app's bar holds the garden
 * switcher and, from 768 px, the top navigation).
 */
export function BrandLogo({ className, compact = false }: { className?: string; compact?: boolean | "tablet" }) {
  return (
    <Link href="/" className={cn("flex items-center gap-2 rounded-md font-semibold text-foreground", className)}>
      <span className="flex size-9 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
        <Sprout className="size-5" aria-hidden="true" />
      </span>
      <span className={cn("text-base tracking-tight whitespace-nowrap sm:text-lg", compact === true && "max-[379px]:sr-only", compact === "tablet" && "max-lg:sr-only")}>{SITE_NAME}</span>
    </Link>
  );
}

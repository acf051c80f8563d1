import Link from "next/link";
import { Sprout } from "@/components/ui/icons";
import { SITE_NAME } from "@/lib/site";
import { cn } from "@/lib/utils";

export function BrandLogo({ className }: { className?: string }) {
  return (
    <Link href="/" className={cn("flex items-center gap-2 rounded-md font-semibold text-foreground", className)}>
      <span className="flex size-9 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
        <Sprout className="size-5" aria-hidden="true" />
      </span>
      <span className="text-base tracking-tight whitespace-nowrap sm:text-lg">{SITE_NAME}</span>
    </Link>
  );
}

"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { GardenChoices } from "@/components/gardens/garden-switcher";
import type { OpenGarden } from "@/lib/garden-types";
import { CreditCard, Settings, Users } from "@/components/ui/icons";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { AuthProvider } from "@/lib/auth-provider";

export type MenuUser = { email: string; name: string; firstName: string | null };

export function initialsOf(user: MenuUser): string {
  const source = user.name.trim() || user.email;
  const parts = source.split(/[\s@._-]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts[1]?.[0] ?? "")).toUpperCase() || "?";
}

// Each provider's sign-out loads with the menu that needs it: Clerk's browser code only in Clerk mode.
const LocalLogOutItem = dynamic(() => import("@/components/auth/local-log-out-item").then((module) => module.LocalLogOutItem));
const ClerkLogOutItem = dynamic(() => import("@/components/auth/clerk-log-out-item").then((module) => module.ClerkLogOutItem));

export function UserMenu({ user, provider, garden }: { user: MenuUser; provider: AuthProvider; garden: OpenGarden }) {
  const t = useTranslations("Nav");
  const displayName = user.name.trim() || user.firstName || user.email;
  const [opened, setOpened] = useState(false);
  return (
    <DropdownMenu onOpenChange={(open) => open && setOpened(true)}>
      <DropdownMenuTrigger
        aria-label={t("accountMenu", { name: displayName })}
        className="flex size-10 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {initialsOf(user)}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel>
          <p className="truncate font-medium">{displayName}</p>
          <p className="truncate text-xs font-normal text-muted-foreground">{user.email}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">{t("gardenLabel")}</DropdownMenuLabel>
        <GardenChoices garden={garden} listed={opened} />
        <DropdownMenuItem asChild>
          <Link href="/gardens">
            <Users aria-hidden="true" /> {t("gardensAndMembers")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/settings">
            <Settings aria-hidden="true" /> {t("settings")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/settings#subscription">
            <CreditCard aria-hidden="true" /> {t("subscription")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        {provider === "clerk" ? <ClerkLogOutItem /> : <LocalLogOutItem />}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

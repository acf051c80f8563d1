"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useClerk } from "@clerk/nextjs";
import { CreditCard, LogOut, Settings } from "lucide-react";
import { toast } from "sonner";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { authClient } from "@/lib/auth-client";
import type { AuthProvider } from "@/lib/auth-provider";

export type MenuUser = { email: string; name: string; firstName: string | null };

export function initialsOf(user: MenuUser): string {
  const source = user.name.trim() || user.email;
  const parts = source.split(/[\s@._-]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts[1]?.[0] ?? "")).toUpperCase() || "?";
}

function LogOutItem({ onSelect }: { onSelect: () => void }) {
  return (
    <DropdownMenuItem onSelect={onSelect}>
      <LogOut aria-hidden="true" /> Log out
    </DropdownMenuItem>
  );
}

function LocalLogOutItem() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function signOut() {
    if (busy) return;
    setBusy(true);
    const { error } = await authClient.signOut();
    setBusy(false);
    if (error) {
      toast.error("Could not log out", { description: "Please try again." });
      return;
    }
    router.replace("/");
    router.refresh();
  }
  return <LogOutItem onSelect={() => void signOut()} />;
}

// Only rendered under ClerkProvider (Clerk mode), where its hook is available.
function ClerkLogOutItem() {
  const clerk = useClerk();
  return <LogOutItem onSelect={() => void clerk.signOut({ redirectUrl: "/" })} />;
}

export function UserMenu({ user, provider }: { user: MenuUser; provider: AuthProvider }) {
  const displayName = user.name.trim() || user.firstName || user.email;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Account menu for ${displayName}`}
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
        <DropdownMenuItem asChild>
          <Link href="/settings">
            <Settings aria-hidden="true" /> Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/settings#subscription">
            <CreditCard aria-hidden="true" /> Subscription
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        {provider === "clerk" ? <ClerkLogOutItem /> : <LocalLogOutItem />}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

"use client";

import { LogOut } from "@/components/ui/icons";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";

/** The user menu's "Log out" entry; each sign-in provider supplies what it does. */
export function LogOutItem({ onSelect }: { onSelect: () => void }) {
  return (
    <DropdownMenuItem onSelect={onSelect}>
      <LogOut aria-hidden="true" /> Log out
    </DropdownMenuItem>
  );
}

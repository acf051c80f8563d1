"use client";

import { useTranslations } from "next-intl";
import { LogOut } from "@/components/ui/icons";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";

/** The user menu's "Log out" entry; each sign-in provider supplies what it does. */
export function LogOutItem({ onSelect }: { onSelect: () => void }) {
  const t = useTranslations("Nav");
  return (
    <DropdownMenuItem onSelect={onSelect}>
      <LogOut aria-hidden="true" /> {t("logOut")}
    </DropdownMenuItem>
  );
}

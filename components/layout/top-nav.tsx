"use client";

import { useTranslations } from "next-intl";
import { NavLinkList } from "./nav-link-list";
import { MORE_NAV_ITEMS, TOP_NAV_ITEMS } from "./nav-items";

const LINK_CLASS =
  "flex items-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

/** the product's (docs/product.md) four top-navigation items (desktop). */
export function TopNav() {
  const t = useTranslations("Nav");
  return (
    <NavLinkList
      label={t("mainNav")}
      items={TOP_NAV_ITEMS}
      className="hidden md:block"
      listClassName="flex items-center gap-1"
      linkClassName={`${LINK_CLASS} px-2.5 py-2 text-sm lg:px-3`}
      activeClassName="bg-secondary text-secondary-foreground"
      inactiveClassName="text-muted-foreground"
      iconClassName="size-4"
    />
  );
}

/** The top navigation's second row (desktop): the other screens, each one click away. */
export function MoreNav() {
  const t = useTranslations("Nav");
  return (
    <NavLinkList
      label={t("moreNav")}
      items={MORE_NAV_ITEMS}
      className="hidden border-t md:block"
      listClassName="mx-auto flex h-11 max-w-7xl items-center gap-1 px-4 sm:px-6"
      linkClassName={`${LINK_CLASS} px-2.5 py-1.5 text-sm`}
      activeClassName="bg-secondary text-secondary-foreground"
      inactiveClassName="text-muted-foreground"
      iconClassName="size-4"
    />
  );
}

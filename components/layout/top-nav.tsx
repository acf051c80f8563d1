"use client";

import { NavLinkList } from "./nav-link-list";
import { TOP_NAV_ITEMS } from "./nav-items";

export function TopNav() {
  return (
    <NavLinkList
      label="Main"
      items={TOP_NAV_ITEMS}
      className="hidden md:block"
      listClassName="flex items-center gap-1"
      linkClassName="flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      activeClassName="bg-secondary text-secondary-foreground"
      inactiveClassName="text-muted-foreground"
      iconClassName="size-4"
    />
  );
}

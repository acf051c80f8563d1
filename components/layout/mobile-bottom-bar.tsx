"use client";

import { NavLinkList } from "./nav-link-list";
import { BOTTOM_BAR_ITEMS } from "./nav-items";

export function MobileBottomBar() {
  return (
    <NavLinkList
      label="Mobile"
      items={BOTTOM_BAR_ITEMS}
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
      listClassName="grid grid-cols-4"
      linkClassName="flex flex-col items-center gap-1 py-2.5 text-xs font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset"
      activeClassName="text-primary"
      inactiveClassName="text-muted-foreground"
      iconClassName="size-5"
    />
  );
}

"use client";

import { useState } from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Ellipsis } from "@/components/ui/icons";
import { cn } from "@/lib/utils";
import { NavLinkList } from "./nav-link-list";
import { BOTTOM_BAR_ITEMS, MORE_NAV_ITEMS, isActivePath } from "./nav-items";

const ITEM_CLASS =
  "flex w-full flex-col items-center gap-1 py-2.5 text-xs font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset";

/** "More": a sheet from the bottom of the screen listing the screens the bar has no room for. */
function MoreSheet() {
  const pathname = usePathname();
  const t = useTranslations("Nav");
  const [open, setOpen] = useState(false);
  const onMorePage = MORE_NAV_ITEMS.some(({ href }) => isActivePath(pathname, href));
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className={cn(ITEM_CLASS, onMorePage ? "text-primary" : "text-muted-foreground")}>
        <Ellipsis className="size-5" aria-hidden="true" />
        {t("more")}
      </DialogTrigger>
      <DialogContent className="top-auto bottom-0 left-0 w-full max-w-none translate-x-0 translate-y-0 gap-3 rounded-b-none px-4 pt-5 pb-[calc(1rem+env(safe-area-inset-bottom))] sm:max-w-none">
        <DialogHeader>
          <DialogTitle>{t("more")}</DialogTitle>
          <DialogDescription>{t("moreDescription")}</DialogDescription>
        </DialogHeader>
        <nav aria-label={t("moreNav")}>
          <ul className="grid gap-1">
            {MORE_NAV_ITEMS.map(({ href, label, description, icon: Icon }) => {
              const active = isActivePath(pathname, href);
              return (
                <li key={href}>
                  <Link
                    href={href}
                    aria-current={active ? "page" : undefined}
                    onClick={() => setOpen(false)}
                    className={cn(
                      "flex items-center gap-3 rounded-lg px-3 py-2.5 transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                      active && "bg-secondary text-secondary-foreground",
                    )}
                  >
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
                      <Icon className="size-5" aria-hidden="true" />
                    </span>
                    <span className="grid min-w-0">
                      <span className="font-medium">{t(label)}</span>
                      <span className="text-sm text-muted-foreground">{description ? t(description) : null}</span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </DialogContent>
    </Dialog>
  );
}

/** The phone's bottom bar: the product's (docs/product.md) four items, then "More" for every other screen. */
export function MobileBottomBar() {
  const t = useTranslations("Nav");
  return (
    <NavLinkList
      label={t("mobileNav")}
      items={BOTTOM_BAR_ITEMS}
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
      listClassName="grid grid-cols-5"
      linkClassName={ITEM_CLASS}
      activeClassName="text-primary"
      inactiveClassName="text-muted-foreground"
      iconClassName="size-5"
    >
      <li>
        <MoreSheet />
      </li>
    </NavLinkList>
  );
}

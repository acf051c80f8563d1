"use client";

import type { ReactNode } from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import { cn } from "@/lib/utils";
import { isActivePath, type NavItem } from "./nav-items";

/**
 * A labelled list of navigation links; the current page gets aria-current and the active style.
 * children: further list items after the links (the bottom bar's "More").
 */
export function NavLinkList({
  label,
  items,
  className,
  listClassName,
  linkClassName,
  activeClassName,
  inactiveClassName,
  iconClassName,
  children,
}: {
  label: string;
  items: readonly NavItem[];
  className?: string;
  listClassName?: string;
  linkClassName: string;
  activeClassName: string;
  inactiveClassName: string;
  iconClassName: string;
  children?: ReactNode;
}) {
  const pathname = usePathname();
  const t = useTranslations("Nav");
  return (
    <nav aria-label={label} className={className}>
      <ul className={listClassName}>
        {items.map(({ href, label: message, icon: Icon }) => {
          const active = isActivePath(pathname, href);
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={active ? "page" : undefined}
                className={cn(linkClassName, active ? activeClassName : inactiveClassName)}
              >
                <Icon className={iconClassName} aria-hidden="true" />
                {t(message)}
              </Link>
            </li>
          );
        })}
        {children}
      </ul>
    </nav>
  );
}

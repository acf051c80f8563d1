import { Home, LayoutDashboard, Leaf, MessageCircle, ScanSearch, type Icon } from "@/components/ui/icons";

export type NavItem = { href: string; label: string; icon: Icon };

export const TOP_NAV_ITEMS: readonly NavItem[] = [
  { href: "/", label: "Dashboard", icon: LayoutDashboard },
  { href: "/chat", label: "AI Assistant", icon: MessageCircle },
  { href: "/plants", label: "My Garden", icon: Leaf },
  { href: "/diagnose", label: "Diagnose", icon: ScanSearch },
];

export const BOTTOM_BAR_ITEMS: readonly NavItem[] = [
  { href: "/", label: "Home", icon: Home },
  { href: "/chat", label: "Chat", icon: MessageCircle },
  { href: "/diagnose", label: "Diagnose", icon: ScanSearch },
  { href: "/plants", label: "Plants", icon: Leaf },
];

export function isActivePath(pathname: string, href: string): boolean {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}

import {
  CalendarDays,
  Home,
  LayoutDashboard,
  Leaf,
  MessageCircle,
  NotebookPen,
  ScanSearch,
  Settings,
  Sprout,
  Users,
  Wheat,
  type Icon,
} from "@/components/ui/icons";

export type NavItem = { href: string; label: string; icon: Icon; description?: string };

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

/**
 * The screens beyond the product's (docs/product.md) four: a second row of the top navigation on a desktop, the "More"
 * sheet of the phone's bottom bar. Settings links to /settings only (its sections link onwards).
 */
export const MORE_NAV_ITEMS: readonly NavItem[] = [
  { href: "/schedule", label: "Care Schedule", icon: CalendarDays, description: "Your garden's care, day by day" },
  { href: "/planner", label: "Garden Planner", icon: Sprout, description: "What to sow and plant, and when" },
  { href: "/harvests", label: "Harvests", icon: Wheat, description: "What you have picked this year" },
  { href: "/journal", label: "Journal", icon: NotebookPen, description: "Every plant's notes and photos" },
  { href: "/gardens", label: "Gardens", icon: Users, description: "Your gardens and who shares them" },
  { href: "/settings", label: "Settings", icon: Settings, description: "Your place, reminders and account" },
];

export function isActivePath(pathname: string, href: string): boolean {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}

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
import type { Messages } from "@/lib/i18n/messages";

/** A message of the "Nav" namespace (locales/<code>/app.json). */
export type NavMessage = keyof Messages["Nav"];

/** label and description are the "Nav" messages that name and describe the screen. */
export type NavItem = { href: string; label: NavMessage; icon: Icon; description?: NavMessage };

export const TOP_NAV_ITEMS: readonly NavItem[] = [
  { href: "/", label: "dashboard", icon: LayoutDashboard },
  { href: "/chat", label: "assistant", icon: MessageCircle },
  { href: "/plants", label: "myGarden", icon: Leaf },
  { href: "/diagnose", label: "diagnose", icon: ScanSearch },
];

export const BOTTOM_BAR_ITEMS: readonly NavItem[] = [
  { href: "/", label: "home", icon: Home },
  { href: "/chat", label: "chat", icon: MessageCircle },
  { href: "/diagnose", label: "diagnose", icon: ScanSearch },
  { href: "/plants", label: "plants", icon: Leaf },
];

/**
 * The screens beyond the product's (docs/product.md) four: a second row of the top navigation on a desktop, the "More"
 * sheet of the phone's bottom bar. Settings links to /settings only (its sections link onwards).
 */
export const MORE_NAV_ITEMS: readonly NavItem[] = [
  { href: "/schedule", label: "schedule", icon: CalendarDays, description: "scheduleDescription" },
  { href: "/planner", label: "planner", icon: Sprout, description: "plannerDescription" },
  { href: "/harvests", label: "harvests", icon: Wheat, description: "harvestsDescription" },
  { href: "/journal", label: "journal", icon: NotebookPen, description: "journalDescription" },
  { href: "/gardens", label: "gardens", icon: Users, description: "gardensDescription" },
  { href: "/settings", label: "settings", icon: Settings, description: "settingsDescription" },
];

export function isActivePath(pathname: string, href: string): boolean {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}

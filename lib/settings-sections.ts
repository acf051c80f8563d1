// Settings' sections, each at its own address: the garden and its place stay at /settings (the
// the product's (docs/product.md) Location & Climate, Garden Profile, Subscription and the user menu's links go there).

export const SETTINGS_SECTIONS = [
  { href: "/settings", label: "Garden & Place", description: "Your location, garden profile, frost dates and subscription" },
  { href: "/settings/reminders", label: "Reminders", description: "When and how your morning digest and weather alerts come" },
  { href: "/settings/account", label: "Account & Sign-in", description: "Your password, signed-in devices and deleting your account" },
  { href: "/settings/data", label: "Your Data", description: "Download everything you keep here, or import a garden" },
  { href: "/settings/connections", label: "Connections", description: "The calendar feed and personal API tokens for your own tools" },
] as const;

export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** A section by its address. */
export function settingsSection(href: SettingsSection["href"]): SettingsSection {
  return SETTINGS_SECTIONS.find((section) => section.href === href)!;
}

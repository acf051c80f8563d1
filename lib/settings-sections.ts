// Settings' sections, each at its own address: the garden and its place stay at /settings (the
// the product's (docs/product.md) Location & Climate, Garden Profile, Subscription and the user menu's links go there).
// Their names and descriptions are messages ("SettingsNav" in locales/<code>/settings.json).

export const SETTINGS_SECTIONS = [{ href: "/settings" }, { href: "/settings/reminders" }, { href: "/settings/account" }, { href: "/settings/data" }, { href: "/settings/connections" }] as const;

export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

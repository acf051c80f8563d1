import { getTranslations } from "next-intl/server";
import type { SettingsSection } from "@/lib/settings-sections";

/** Each section's line in the "SettingsNav" messages (`${key}Intro`). */
const SECTION_KEYS = {
  "/settings": "garden",
  "/settings/reminders": "reminders",
  "/settings/account": "account",
  "/settings/data": "data",
  "/settings/connections": "connections",
} as const satisfies Record<SettingsSection["href"], string>;

/** What a settings section holds, in a line under the list of sections. */
export async function SectionIntro({ href }: { href: SettingsSection["href"] }) {
  const t = await getTranslations("SettingsNav");
  return <p className="text-muted-foreground">{t(`${SECTION_KEYS[href]}Intro`)}</p>;
}

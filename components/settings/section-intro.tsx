import { settingsSection, type SettingsSection } from "@/lib/settings-sections";

/** What a settings section holds, in a line under the list of sections. */
export function SectionIntro({ href }: { href: SettingsSection["href"] }) {
  return <p className="text-muted-foreground">{settingsSection(href).description}.</p>;
}

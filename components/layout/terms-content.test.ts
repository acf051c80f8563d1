import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { PREFIXED_LOCALES } from "@/lib/i18n/locales";
import { NO_OPERATOR_CONTACT, type Operator } from "@/lib/operator";
import englishTerms from "@/locales/en/terms.json";
import { termsIn, termsSections as sectionsIn } from "./terms-content";

const english = createTranslator({ locale: "en", messages: englishTerms, namespace: "Terms" });
const termsSections = (operator: Operator) => sectionsIn(operator, english);

const nobody: Operator = { name: null, email: null, url: null, privacyUrl: null };
const riverside: Operator = {
  name: "Riverside Allotment Society",
  email: "gardens@riverside.example",
  url: "https://riverside.example",
  privacyUrl: "https://riverside.example/privacy",
};
const text = (operator: Operator) => termsSections(operator).map((section) => `${section.title}\n${section.body}`).join("\n");
const section = (operator: Operator, title: string) => termsSections(operator).find((each) => each.title === title)!;

describe("the Terms & Conditions", () => {
  it("has 18 sections either way (spec)", () => {
    expect(termsSections(nobody)).toHaveLength(18);
    expect(termsSections(riverside)).toHaveLength(18);
  });

  it("speak for the configured operator, with their privacy notice and contact details", () => {
    expect(section(riverside, "Acceptance of these terms").body).toMatch(/^These terms are offered by Riverside Allotment Society, who runs this Garden Assistant server\./);
    expect(section(riverside, "Photos and privacy").links).toEqual([{ href: "https://riverside.example/privacy", label: "Privacy notice" }]);
    expect(section(riverside, "Contact")).toEqual({
      title: "Contact",
      body: "Questions about these terms or your data? Write to Riverside Allotment Society:",
      links: [
        { href: "mailto:gardens@riverside.example", label: "gardens@riverside.example" },
        { href: "https://riverside.example", label: "https://riverside.example" },
      ],
    });
  });

  it("say plainly what an operator has not published, and link nowhere made up", () => {
    expect(section(nobody, "Acceptance of these terms").body).toContain("who has not published their name");
    expect(section(nobody, "Photos and privacy").body).toContain("This server's operator has not published a privacy notice.");
    expect(section(nobody, "Contact")).toEqual({ title: "Contact", body: NO_OPERATOR_CONTACT, links: undefined });
    expect(termsSections(nobody).flatMap((each) => each.links ?? [])).toEqual([]);
  });

  it("never speak as a company that does not exist ('we', 'us', 'our'), nor of a privacy notice nobody published", () => {
    for (const operator of [nobody, riverside]) expect(text(operator)).not.toMatch(/\b(we|us|our)\b/i);
    expect(text(nobody)).not.toMatch(/described in (our|their) privacy notice/);
  });
});

describe("the Terms & Conditions in every language", () => {
  it.each(PREFIXED_LOCALES)("%s: 18 sections, for the operator, with nothing left in English", async (locale) => {
    for (const operator of [nobody, riverside]) {
      const sections = await termsIn(locale, operator);
      expect(sections).toHaveLength(18);
      const words = sections.map((section) => `${section.title} ${section.body}`).join(" ");
      expect(words).not.toMatch(/\b(?:the|you|your|operator|terms|plants)\b/i);
      expect(words.includes("Riverside Allotment Society")).toBe(operator === riverside);
      expect(sections.flatMap((section) => section.links ?? []).map((link) => link.href)).toEqual(
        operator === riverside ? ["https://riverside.example/privacy", "mailto:gardens@riverside.example", "https://riverside.example"] : [],
      );
    }
  });
});

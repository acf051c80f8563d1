"use client";

import { useEffect, useId, useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { Input } from "@/components/ui/input";
import { searchCatalogue } from "@/lib/catalogue-search";

type SearchablePlant = { slug: string; commonName: string; scientificName: string };


/**
 * The /guides search box: as the visitor types it hides the server-rendered guides whose common or
 * scientific name does not match (items marked data-guide-slug, inside sections marked
 * data-guide-section), and says how many are left in a polite live region. Without JavaScript the
 * full list stays, and the box does nothing.
 */
export function GuideSearch({ plants }: { plants: SearchablePlant[] }) {
  const t = useTranslations("GuideSearch");
  const [query, setQuery] = useState("");
  const inputId = useId();
  const statusId = useId();
  const typed = query.trim();
  const matches = useMemo(() => searchCatalogue(plants, typed), [plants, typed]);

  useEffect(() => {
    const shown = new Set(matches.map((plant) => plant.slug));
    for (const item of document.querySelectorAll<HTMLElement>("[data-guide-slug]")) {
      item.hidden = !shown.has(item.dataset.guideSlug ?? "");
    }
    for (const section of document.querySelectorAll<HTMLElement>("[data-guide-section]")) {
      section.hidden = section.querySelector("[data-guide-slug]:not([hidden])") === null;
    }
  }, [matches]);

  return (
    <form role="search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={inputId} className="mb-2 block text-sm font-medium">
        {t("findPlant")}
      </label>
      <Input
        id={inputId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t("placeholder")}
        autoComplete="off"
        aria-describedby={statusId}
      />
      <p id={statusId} role="status" aria-live="polite" className="mt-2 min-h-5 text-sm text-muted-foreground">
        {/* What the status line says: nothing before anything is typed, then how many match. */}
        {!typed ? "" : matches.length === 0 ? t("noMatch", { typed }) : t("matches", { count: matches.length, typed })}
      </p>
    </form>
  );
}

"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Search } from "@/components/ui/icons";
import { OwnPlantSelect } from "@/components/garden/own-plant-select";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ErrorAlert } from "@/components/ui/error-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDay } from "@/lib/format";
import { gardenJournalQuery, useGardenJournal, type GardenJournalFilters } from "@/hooks/use-journal";
import { JOURNAL_SEARCH_MAX, JOURNAL_TAGS, type JournalTag } from "@/lib/journal";
import { useFormat } from "@/hooks/use-format";
import { JournalEntryCard } from "./journal-entry-card";
import { ShowOlderButton } from "./show-older-button";
import { useJournalTagLabel } from "./tag-choices";

const ANY_TAG = "any";

/**
 * /journal: every plant's entries together, newest first, filtered by plant, tag and dates and
 * searched by words in the notes. The filters are the page's address, so a search can be kept.
 */
export function GardenJournal({ initialFilters, today }: { initialFilters: GardenJournalFilters; today: string }) {
  const t = useTranslations("Journal");
  const format = useFormat();
  const journalTagLabel = useJournalTagLabel();
  const [filters, setFilters] = useState<GardenJournalFilters>(initialFilters);
  const [words, setWords] = useState(initialFilters.q ?? "");
  const journal = useGardenJournal(filters);
  const entries = journal.data?.pages.flatMap((page) => page.items) ?? [];

  function apply(next: GardenJournalFilters) {
    setFilters(next);
    const query = gardenJournalQuery(next);
    window.history.replaceState(window.history.state, "", query ? `/journal?${query}` : "/journal");
  }

  function search(event: FormEvent) {
    event.preventDefault();
    apply({ ...filters, q: words.trim() || undefined });
  }

  const filtered = Boolean(filters.plant || filters.tag || filters.q || filters.from || filters.to);
  return (
    <div className="grid gap-6">
      <Card>
        <CardContent className="grid gap-4 p-4 sm:p-6">
          <form role="search" onSubmit={search} className="flex items-end gap-2">
            <div className="grid flex-1 gap-2">
              <FormField id="journal-search" label={t("searchNotes")}>
                <Input id="journal-search" type="search" value={words} maxLength={JOURNAL_SEARCH_MAX} placeholder={t("searchPlaceholder")} onChange={(event) => setWords(event.target.value)} />
              </FormField>
            </div>
            <Button type="submit">
              <Search aria-hidden="true" /> {t("search")}
            </Button>
          </form>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <OwnPlantSelect id="journal-plant" label={t("plant")} noneLabel={t("everyPlant")} value={filters.plant ?? null} onChange={(plant) => apply({ ...filters, plant: plant ?? undefined })} />
            <FormField id="journal-tag" label={t("tag")}>
              <Select value={filters.tag ?? ANY_TAG} onValueChange={(tag) => apply({ ...filters, tag: tag === ANY_TAG ? undefined : (tag as JournalTag) })}>
                <SelectTrigger id="journal-tag">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ANY_TAG}>{t("anyTag")}</SelectItem>
                  {JOURNAL_TAGS.map((tag) => (
                    <SelectItem key={tag} value={tag}>
                      {journalTagLabel(tag)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </FormField>
            <FormField id="journal-from" label={t("from")}>
              <Input id="journal-from" type="date" value={filters.from ?? ""} max={filters.to ?? today} onChange={(event) => apply({ ...filters, from: event.target.value || undefined })} />
            </FormField>
            <FormField id="journal-to" label={t("to")}>
              <Input id="journal-to" type="date" value={filters.to ?? ""} min={filters.from} max={today} onChange={(event) => apply({ ...filters, to: event.target.value || undefined })} />
            </FormField>
          </div>
          {filtered ? (
            <Button
              variant="ghost"
              size="sm"
              className="justify-self-start"
              onClick={() => {
                setWords("");
                apply({});
              }}
            >
              {t("clearFilters")}
            </Button>
          ) : null}
        </CardContent>
      </Card>
      {journal.isPending ? (
        <Skeleton className="h-40 w-full" role="status" aria-label={t("loadingJournal")} />
      ) : journal.isError ? (
        <ErrorAlert boxed>{t("journalError")}</ErrorAlert>
      ) : entries.length === 0 ? (
        <p className="text-muted-foreground">
          {filtered ? t("noMatches") : t("noEntriesYet")}
        </p>
      ) : (
        <ol className="grid gap-4" aria-label={t("entriesNewestFirst")}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <Card>
                <CardContent className="grid gap-2 p-4 sm:p-6">
                  <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                    <time dateTime={entry.date}>{formatDay(entry.date, "day-year", format)}</time>
                    {entry.author ? ` · ${entry.author.name}` : ""}
                  </p>
                  <JournalEntryCard entry={entry} today={today} showPlant />
                </CardContent>
              </Card>
            </li>
          ))}
        </ol>
      )}
      <ShowOlderButton list={journal} />
    </div>
  );
}

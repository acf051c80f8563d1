"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Skeleton } from "@/components/ui/skeleton";
import { useFormat } from "@/hooks/use-format";
import { usePlantTimeline } from "@/hooks/use-journal";
import { formatDay } from "@/lib/format";
import { useJournalTagLabel } from "./tag-choices";

const SHOWN = 3;
const JOURNAL_ONLY = ["journal"] as const;

/** A plant's latest journal entries (the plant details), and the way to its page with the whole story. */
export function LatestJournalEntries({ userPlantId, plantName, enabled = true }: { userPlantId: number; plantName: string; enabled?: boolean }) {
  const t = useTranslations("Journal");
  const format = useFormat();
  const journalTagLabel = useJournalTagLabel();
  const journal = usePlantTimeline(userPlantId, JOURNAL_ONLY, { enabled });
  const link = (
    <Link href={`/plants/${userPlantId}`} className="font-medium text-primary underline-offset-4 hover:underline">
      {t("openPlantPage", { plant: plantName })}
    </Link>
  );
  if (journal.isPending) return <Skeleton className="h-12 w-full" role="status" aria-label={t("loadingJournal")} />;
  if (journal.isError) return <ErrorAlert>{t("journalErrorShort")}</ErrorAlert>;
  const entries = journal.data.pages[0]?.items.slice(0, SHOWN) ?? [];
  return (
    <div className="grid gap-2 text-sm">
      {entries.length === 0 ? (
        <p className="text-muted-foreground">{t("noEntries")}</p>
      ) : (
        <ul className="grid gap-2">
          {entries.map((entry) =>
            entry.kind === "journal" ? (
              <li key={entry.id} className="grid gap-0.5">
                <span className="text-xs text-muted-foreground">
                  {formatDay(entry.date, "day-year", format)}
                  {entry.author ? ` · ${entry.author.name}` : ""}
                  {entry.tags.length > 0 ? ` · ${entry.tags.map(journalTagLabel).join(", ")}` : ""}
                  {entry.photos.length > 0 ? ` · ${t("photoCount", { count: entry.photos.length })}` : ""}
                </span>
                <span className="line-clamp-2">{entry.text || t("photosOnly")}</span>
              </li>
            ) : null,
          )}
        </ul>
      )}
      {link}
    </div>
  );
}

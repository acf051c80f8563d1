"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { CheckCircle2, CloudOff, Droplets, HeartPulse, NotebookPen, RotateCcw, ScanSearch, Sprout, Trash2, Wheat, type Icon } from "@/components/ui/icons";
import { usePlantStatusLabel } from "@/components/garden/plant-status-badge";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDay, formatNumber } from "@/lib/format";
import { useFormat } from "@/hooks/use-format";
import { usePlantTimeline } from "@/hooks/use-journal";
import { discardQueuedJournalEntry, retryQueuedJournalEntry, useQueuedJournalEntries } from "@/hooks/use-journal-outbox";
import { TIMELINE_KINDS, type TimelineKind } from "@/lib/journal";
import type { MemberRef } from "@/lib/garden-types";
import type { TimelineItem } from "@/lib/journal-types";
import { JournalEntryCard } from "./journal-entry-card";
import { ShowOlderButton } from "./show-older-button";
import { PhotoThumb } from "./photo-viewer";
import { TagChoices, useJournalTagLabel, useTimelineKindLabel } from "./tag-choices";

const KIND_ICONS: Record<TimelineKind, Icon> = {
  journal: NotebookPen,
  watering: Droplets,
  task: CheckCircle2,
  harvest: Wheat,
  diagnosis: ScanSearch,
  status: HeartPulse,
  planted: Sprout,
};

/** How a timeline item reads (lib/journal-display.ts's words, in the gardener's language): what happened, and who did it. */
function useTimelineWords() {
  const t = useTranslations("Journal");
  const format = useFormat();
  const statusLabel = usePlantStatusLabel();
  /** "Ana", "Ana and Ben", "Ana, Ben and Cy". */
  const names = (people: readonly MemberRef[]) => {
    const all = people.map((person) => person.name);
    if (all.length <= 1) return all[0] ?? "";
    return t("nameList", { names: all.slice(0, -1).join(", "), last: all.at(-1)! });
  };
  function title(item: Exclude<TimelineItem, { kind: "journal" }>): string {
    switch (item.kind) {
      case "watering":
        return t("itemWatered", { count: item.count });
      case "task":
        return t("itemTaskDone", { task: item.title });
      case "harvest": {
        if (item.unit === "count") return t("itemHarvestedCount", { count: item.quantity });
        return t("itemHarvestedWeight", { amount: formatNumber(item.quantity, {}, format), unit: item.unit });
      }
      case "diagnosis":
        return item.health === "healthy" ? t("itemHealthy") : item.problems.length > 0 ? t("itemProblems", { problems: item.problems.join(", ") }) : t("itemDiagnosis");
      case "status":
        return t("itemStatus", { from: statusLabel(item.previousStatus), to: statusLabel(item.status) });
      case "planted":
        return t("itemPlanted");
    }
  }
  function by(item: Exclude<TimelineItem, { kind: "journal" }>): string {
    switch (item.kind) {
      case "watering":
        return item.by.length > 0 ? t("by", { names: names(item.by) }) : "";
      case "planted":
        return "";
      default:
        return item.by ? t("by", { names: item.by.name }) : "";
    }
  }
  return { title, by };
}

function ItemBody({ item, today }: { item: TimelineItem; today: string }) {
  const t = useTranslations("Journal");
  const words = useTimelineWords();
  if (item.kind === "journal") return <JournalEntryCard entry={item} today={today} />;
  const by = words.by(item);
  return (
    <div className="grid gap-2">
      <p className="font-medium">
        {words.title(item)}
        {by ? <span className="font-normal text-muted-foreground"> {by}</span> : null}
      </p>
      {item.kind === "harvest" && item.notes ? <p className="text-sm text-muted-foreground">{item.notes}</p> : null}
      {item.kind === "diagnosis" ? (
        <div className="flex gap-3">
          <PhotoThumb photo={{ url: item.imageUrl, width: null, height: null }} alt={t("diagnosedPhoto")} className="size-16" />
          <p className="text-sm text-muted-foreground">{item.advicePreview}</p>
        </div>
      ) : null}
    </div>
  );
}

/** Entries written with no connection, kept on this device until they are sent; one the server refused can be tried again or discarded. */
function WaitingEntries({ userPlantId }: { userPlantId: number }) {
  const t = useTranslations("Journal");
  const format = useFormat();
  const journalTagLabel = useJournalTagLabel();
  const queued = useQueuedJournalEntries(userPlantId);
  if (queued.length === 0) return null;
  return (
    <ul className="grid gap-3" aria-label={t("waitingToSend")}>
      {queued.map((entry) => (
        <li key={entry.clientId} className="grid gap-1 rounded-lg border border-dashed p-3">
          <p className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
            <CloudOff className="size-4" aria-hidden="true" />
            {entry.state === "failed" ? t("couldNotSend", { reason: entry.error ?? t("serverRefused") }) : t("waitingToSend")} · {formatDay(entry.date, "day-year", format)}
          </p>
          {entry.text ? <p className="break-words whitespace-pre-line">{entry.text}</p> : null}
          <p className="text-xs text-muted-foreground">
            {[entry.tags.map(journalTagLabel).join(", "), entry.photos.length > 0 ? t("photoCount", { count: entry.photos.length }) : ""].filter(Boolean).join(" · ")}
          </p>
          {entry.state === "failed" ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => void retryQueuedJournalEntry(entry.clientId)}>
                <RotateCcw aria-hidden="true" /> {t("tryAgain")}
              </Button>
              <Button variant="outline" size="sm" onClick={() => void discardQueuedJournalEntry(entry.clientId)}>
                <Trash2 aria-hidden="true" /> {t("discard")}
              </Button>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** A plant's story, newest first: its journal and everything recorded about it, filtered by kind, a page at a time. */
export function PlantTimeline({ userPlantId, today, heading }: { userPlantId: number; today: string; heading?: string }) {
  const t = useTranslations("Journal");
  const format = useFormat();
  const kindLabel = useTimelineKindLabel();
  const [kinds, setKinds] = useState<TimelineKind[]>([]);
  const timeline = usePlantTimeline(userPlantId, kinds);
  const headingId = `plant-${userPlantId}-timeline`;
  const items = timeline.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {heading ?? t("timeline")}
      </h2>
      <TagChoices legend={t("showOnly")} tags={TIMELINE_KINDS} chosen={kinds} onChange={setKinds} label={kindLabel} />
      <WaitingEntries userPlantId={userPlantId} />
      {timeline.isPending ? (
        <Skeleton className="h-32 w-full" role="status" aria-label={t("loadingTimeline")} />
      ) : timeline.isError ? (
        <ErrorAlert boxed>{t("timelineError")}</ErrorAlert>
      ) : items.length === 0 ? (
        <p className="text-muted-foreground">{kinds.length > 0 ? t("nothingOfKinds") : t("nothingYet")}</p>
      ) : (
        <ol className="grid gap-0" aria-label={t("newestFirst")}>
          {items.map((item) => {
            const KindIcon = KIND_ICONS[item.kind];
            return (
              <li key={`${item.kind}-${item.id}-${item.date}`} className="grid grid-cols-[2rem_1fr] gap-3 border-l-2 border-border pb-5 pl-0 last:pb-0 [&>*:first-child]:-ml-[1.0625rem]">
                <span className="grid size-8 place-items-center rounded-full border bg-background">
                  <KindIcon className="size-4 text-primary" aria-hidden="true" />
                </span>
                <div className="grid min-w-0 gap-1">
                  <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                    <time dateTime={item.date}>{formatDay(item.date, "day-year", format)}</time>
                    {item.kind === "journal" && item.author ? ` · ${item.author.name}` : ""}
                  </p>
                  <ItemBody item={item} today={today} />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <ShowOlderButton list={timeline} />
    </section>
  );
}

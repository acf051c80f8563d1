"use client";

import { useState } from "react";
import { CheckCircle2, CloudOff, Droplets, HeartPulse, NotebookPen, RotateCcw, ScanSearch, Sprout, Trash2, Wheat, type Icon } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDay, plural } from "@/lib/format";
import { usePlantTimeline } from "@/hooks/use-journal";
import { discardQueuedJournalEntry, retryQueuedJournalEntry, useQueuedJournalEntries } from "@/hooks/use-journal-outbox";
import { TIMELINE_KINDS, type TimelineKind } from "@/lib/journal";
import { journalTagLabel, TIMELINE_KIND_LABELS, timelineItemBy, timelineItemTitle } from "@/lib/journal-display";
import type { TimelineItem } from "@/lib/journal-types";
import { JournalEntryCard } from "./journal-entry-card";
import { ShowOlderButton } from "./show-older-button";
import { PhotoThumb } from "./photo-viewer";
import { TagChoices } from "./tag-choices";

const KIND_ICONS: Record<TimelineKind, Icon> = {
  journal: NotebookPen,
  watering: Droplets,
  task: CheckCircle2,
  harvest: Wheat,
  diagnosis: ScanSearch,
  status: HeartPulse,
  planted: Sprout,
};

function ItemBody({ item, today }: { item: TimelineItem; today: string }) {
  if (item.kind === "journal") return <JournalEntryCard entry={item} today={today} />;
  const by = timelineItemBy(item);
  return (
    <div className="grid gap-2">
      <p className="font-medium">
        {timelineItemTitle(item)}
        {by ? <span className="font-normal text-muted-foreground"> {by}</span> : null}
      </p>
      {item.kind === "harvest" && item.notes ? <p className="text-sm text-muted-foreground">{item.notes}</p> : null}
      {item.kind === "diagnosis" ? (
        <div className="flex gap-3">
          <PhotoThumb photo={{ url: item.imageUrl, width: null, height: null }} alt="The photo diagnosed" className="size-16" />
          <p className="text-sm text-muted-foreground">{item.advicePreview}</p>
        </div>
      ) : null}
    </div>
  );
}

/** Entries written with no connection, kept on this device until they are sent; one the server refused can be tried again or discarded. */
function WaitingEntries({ userPlantId }: { userPlantId: number }) {
  const queued = useQueuedJournalEntries(userPlantId);
  if (queued.length === 0) return null;
  return (
    <ul className="grid gap-3" aria-label="Waiting to send">
      {queued.map((entry) => (
        <li key={entry.clientId} className="grid gap-1 rounded-lg border border-dashed p-3">
          <p className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
            <CloudOff className="size-4" aria-hidden="true" />
            {entry.state === "failed" ? `Could not be sent: ${entry.error ?? "the server refused it"}` : "Waiting to send"} · {formatDay(entry.date, "day-year")}
          </p>
          {entry.text ? <p className="break-words whitespace-pre-line">{entry.text}</p> : null}
          <p className="text-xs text-muted-foreground">
            {[entry.tags.map(journalTagLabel).join(", "), entry.photos.length > 0 ? plural(entry.photos.length, { one: "photo", other: "photos" }) : ""].filter(Boolean).join(" · ")}
          </p>
          {entry.state === "failed" ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => void retryQueuedJournalEntry(entry.clientId)}>
                <RotateCcw aria-hidden="true" /> Try Again
              </Button>
              <Button variant="outline" size="sm" onClick={() => void discardQueuedJournalEntry(entry.clientId)}>
                <Trash2 aria-hidden="true" /> Discard
              </Button>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** A plant's story, newest first: its journal and everything recorded about it, filtered by kind, a page at a time. */
export function PlantTimeline({ userPlantId, today, heading = "Timeline" }: { userPlantId: number; today: string; heading?: string }) {
  const [kinds, setKinds] = useState<TimelineKind[]>([]);
  const timeline = usePlantTimeline(userPlantId, kinds);
  const headingId = `plant-${userPlantId}-timeline`;
  const items = timeline.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {heading}
      </h2>
      <TagChoices legend="Show only" tags={TIMELINE_KINDS} chosen={kinds} onChange={setKinds} label={(kind) => TIMELINE_KIND_LABELS[kind]} />
      <WaitingEntries userPlantId={userPlantId} />
      {timeline.isPending ? (
        <Skeleton className="h-32 w-full" role="status" aria-label="Loading the timeline" />
      ) : timeline.isError ? (
        <ErrorAlert boxed>Could not load the timeline. Please try again.</ErrorAlert>
      ) : items.length === 0 ? (
        <p className="text-muted-foreground">{kinds.length > 0 ? "Nothing of these kinds yet." : "Nothing recorded yet. Write the first entry above."}</p>
      ) : (
        <ol className="grid gap-0" aria-label="Newest first">
          {items.map((item) => {
            const KindIcon = KIND_ICONS[item.kind];
            return (
              <li key={`${item.kind}-${item.id}-${item.date}`} className="grid grid-cols-[2rem_1fr] gap-3 border-l-2 border-border pb-5 pl-0 last:pb-0 [&>*:first-child]:-ml-[1.0625rem]">
                <span className="grid size-8 place-items-center rounded-full border bg-background">
                  <KindIcon className="size-4 text-primary" aria-hidden="true" />
                </span>
                <div className="grid min-w-0 gap-1">
                  <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                    <time dateTime={item.date}>{formatDay(item.date, "day-year")}</time>
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

"use client";

import Link from "next/link";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Loader2, Pencil, Trash2 } from "@/components/ui/icons";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { FormActions } from "@/components/ui/form-actions";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useToasts } from "@/hooks/toasts";
import { useFormat } from "@/hooks/use-format";
import { useDeleteJournalEntry, useUpdateJournalEntry } from "@/hooks/use-journal";
import { JOURNAL_TAGS, JOURNAL_TEXT_MAX, type JournalTag } from "@/lib/journal";
import { formatDay } from "@/lib/format";
import type { JournalEntry } from "@/lib/journal-types";
import { PhotoThumb, PhotoViewerDialog, type ViewedPhoto } from "./photo-viewer";
import { TagChoices, useJournalTagLabel } from "./tag-choices";

function EditEntryForm({ entry, today, onDone }: { entry: JournalEntry; today: string; onDone: () => void }) {
  const t = useTranslations("Journal");
  const journalTagLabel = useJournalTagLabel();
  const { describeFailure } = useToasts();
  const update = useUpdateJournalEntry(entry.plant.id);
  const [text, setText] = useState(entry.text);
  const [date, setDate] = useState(entry.date);
  const [tags, setTags] = useState<JournalTag[]>(entry.tags);
  const [problem, setProblem] = useState<string | null>(null);
  const id = `journal-entry-${entry.id}-edit`;
  const note = useRef<HTMLTextAreaElement>(null);
  // Opened from its Edit button, which is gone now: the note takes the focus.
  useEffect(() => note.current?.focus(), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === "" && entry.photos.length === 0) return setProblem(t("writeNoteOrPhoto"));
    if (date > today) return setProblem(t("dateInFuture"));
    update.mutate({ id: entry.id, text, date, tags }, { onSuccess: onDone, onError: (error) => setProblem(describeFailure(error)) });
  }

  return (
    <form onSubmit={submit} className="grid gap-3" aria-label={t("editEntryForm")} noValidate>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-text`}>{t("note")}</Label>
        <Textarea ref={note} id={`${id}-text`} value={text} maxLength={JOURNAL_TEXT_MAX} rows={3} onChange={(event) => setText(event.target.value)} />
      </div>
      <div className="grid gap-2 sm:w-48">
        <Label htmlFor={`${id}-date`}>{t("date")}</Label>
        <Input id={`${id}-date`} type="date" value={date} max={today} onChange={(event) => setDate(event.target.value || entry.date)} />
      </div>
      <TagChoices legend={t("tags")} tags={JOURNAL_TAGS} chosen={tags} onChange={setTags} label={journalTagLabel} />
      {problem ? <ErrorAlert>{problem}</ErrorAlert> : null}
      <FormActions submitLabel={t("saveChanges")} pendingLabel={t("saving")} pending={update.isPending} onCancel={onDone} />
    </form>
  );
}

/**
 * A journal entry: its note, tags, photos (open one full size) and who wrote it; its author may
 * edit or delete it. `showPlant` names the plant, for the garden's journal.
 */
export function JournalEntryCard({ entry, today, showPlant = false }: { entry: JournalEntry; today: string; showPlant?: boolean }) {
  const t = useTranslations("Journal");
  const format = useFormat();
  const journalTagLabel = useJournalTagLabel();
  const [mode, setMode] = useState<"view" | "edit" | "confirm-delete">("view");
  // Focus follows the buttons that replace each other: Keep Entry when asked, and back to Edit or Delete after.
  const editButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const cameFrom = useRef<"edit" | "confirm-delete" | null>(null);
  useEffect(() => {
    if (mode === "confirm-delete") keepButton.current?.focus();
    else if (mode === "view" && cameFrom.current) (cameFrom.current === "edit" ? editButton : deleteButton).current?.focus();
  }, [mode]);
  const show = (next: "view" | "edit" | "confirm-delete") => {
    cameFrom.current = next === "view" && mode !== "view" ? mode : null;
    setMode(next);
  };
  const [open, setOpen] = useState<ViewedPhoto | null>(null);
  const remove = useDeleteJournalEntry(entry.plant.id);
  const day = formatDay(entry.date, "day-year", format);
  const by = entry.author?.name ?? null;

  return (
    <article className="grid gap-3" aria-label={showPlant ? t("entryLabelOnPlant", { date: day, plant: entry.plant.name }) : t("entryLabel", { date: day })}>
      {showPlant ? (
        <Link href={`/plants/${entry.plant.id}`} className="w-fit font-semibold text-primary underline-offset-4 hover:underline">
          {entry.plant.name}
        </Link>
      ) : null}
      {mode === "edit" ? (
        <EditEntryForm entry={entry} today={today} onDone={() => show("view")} />
      ) : (
        <>
          {entry.text ? <p className="break-words whitespace-pre-line">{entry.text}</p> : null}
          {entry.tags.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5" aria-label={t("tags")}>
              {entry.tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="secondary">{journalTagLabel(tag)}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
          {entry.photos.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label={t("photos")}>
              {entry.photos.map((photo, index) => (
                <li key={photo.url}>
                  <button
                    type="button"
                    className="rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                    aria-label={t("openPhotoNumber", { number: index + 1, count: entry.photos.length })}
                    onClick={() => setOpen({ ...photo, date: entry.date, note: entry.text || null, by })}
                  >
                    <PhotoThumb photo={photo} alt="" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {entry.editable ? (
            mode === "confirm-delete" ? (
              <div role="alertdialog" aria-labelledby={`journal-entry-${entry.id}-delete`} className="grid gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3">
                <p id={`journal-entry-${entry.id}-delete`} className="text-sm font-medium">
                  {entry.photos.length > 0 ? t("confirmDeleteWithPhotos") : t("confirmDelete")}
                </p>
                <div className="flex justify-end gap-2">
                  <Button ref={keepButton} variant="outline" size="sm" onClick={() => show("view")} disabled={remove.isPending}>
                    {t("keepEntry")}
                  </Button>
                  <Button variant="destructive" size="sm" disabled={remove.isPending} onClick={() => remove.mutate(entry.id)}>
                    {remove.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                    {remove.isPending ? t("deleting") : t("yesDelete")}
                  </Button>
                </div>
              </div>
            ) : (
              <div className="flex gap-2">
                <Button ref={editButton} variant="ghost" size="sm" onClick={() => show("edit")} aria-label={t("editEntryOf", { date: day })}>
                  <Pencil aria-hidden="true" /> {t("edit")}
                </Button>
                <Button ref={deleteButton} variant="ghost" size="sm" onClick={() => show("confirm-delete")} aria-label={t("deleteEntryOf", { date: day })}>
                  <Trash2 aria-hidden="true" /> {t("delete")}
                </Button>
              </div>
            )
          ) : null}
        </>
      )}
      <PhotoViewerDialog plantName={entry.plant.name} photo={open} onClose={() => setOpen(null)} />
    </article>
  );
}

"use client";

import Link from "next/link";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Loader2, Pencil, Trash2 } from "@/components/ui/icons";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { FormActions } from "@/components/ui/form-actions";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { failureDescription } from "@/hooks/toasts";
import { useDeleteJournalEntry, useUpdateJournalEntry } from "@/hooks/use-journal";
import { JOURNAL_TAGS, JOURNAL_TEXT_MAX, type JournalTag } from "@/lib/journal";
import { formatDay } from "@/lib/format";
import { journalTagLabel } from "@/lib/journal-display";
import type { JournalEntry } from "@/lib/journal-types";
import { PhotoThumb, PhotoViewerDialog, type ViewedPhoto } from "./photo-viewer";
import { TagChoices } from "./tag-choices";

function EditEntryForm({ entry, today, onDone }: { entry: JournalEntry; today: string; onDone: () => void }) {
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
    if (text.trim() === "" && entry.photos.length === 0) return setProblem("Write a note or add a photo.");
    if (date > today) return setProblem("The date can't be in the future.");
    update.mutate({ id: entry.id, text, date, tags }, { onSuccess: onDone, onError: (error) => setProblem(failureDescription(error)) });
  }

  return (
    <form onSubmit={submit} className="grid gap-3" aria-label="Edit the entry" noValidate>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-text`}>Note</Label>
        <Textarea ref={note} id={`${id}-text`} value={text} maxLength={JOURNAL_TEXT_MAX} rows={3} onChange={(event) => setText(event.target.value)} />
      </div>
      <div className="grid gap-2 sm:w-48">
        <Label htmlFor={`${id}-date`}>Date</Label>
        <Input id={`${id}-date`} type="date" value={date} max={today} onChange={(event) => setDate(event.target.value || entry.date)} />
      </div>
      <TagChoices legend="Tags" tags={JOURNAL_TAGS} chosen={tags} onChange={setTags} label={journalTagLabel} />
      {problem ? <ErrorAlert>{problem}</ErrorAlert> : null}
      <FormActions submitLabel="Save Changes" pendingLabel="Saving..." pending={update.isPending} onCancel={onDone} />
    </form>
  );
}

/**
 * A journal entry: its note, tags, photos (open one full size) and who wrote it; its author may
 * edit or delete it. `showPlant` names the plant, for the garden's journal.
 */
export function JournalEntryCard({ entry, today, showPlant = false }: { entry: JournalEntry; today: string; showPlant?: boolean }) {
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
  const day = formatDay(entry.date, "day-year");
  const by = entry.author?.name ?? null;

  return (
    <article className="grid gap-3" aria-label={`Journal entry of ${day}${showPlant ? ` on ${entry.plant.name}` : ""}`}>
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
            <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
              {entry.tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="secondary">{journalTagLabel(tag)}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
          {entry.photos.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label="Photos">
              {entry.photos.map((photo, index) => (
                <li key={photo.url}>
                  <button
                    type="button"
                    className="rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                    aria-label={`Open photo ${index + 1} of ${entry.photos.length}`}
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
                  Delete this entry{entry.photos.length > 0 ? " and its photos" : ""}?
                </p>
                <div className="flex justify-end gap-2">
                  <Button ref={keepButton} variant="outline" size="sm" onClick={() => show("view")} disabled={remove.isPending}>
                    Keep Entry
                  </Button>
                  <Button variant="destructive" size="sm" disabled={remove.isPending} onClick={() => remove.mutate(entry.id)}>
                    {remove.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                    {remove.isPending ? "Deleting..." : "Yes, Delete"}
                  </Button>
                </div>
              </div>
            ) : (
              <div className="flex gap-2">
                <Button ref={editButton} variant="ghost" size="sm" onClick={() => show("edit")} aria-label={`Edit the entry of ${day}`}>
                  <Pencil aria-hidden="true" /> Edit
                </Button>
                <Button ref={deleteButton} variant="ghost" size="sm" onClick={() => show("confirm-delete")} aria-label={`Delete the entry of ${day}`}>
                  <Trash2 aria-hidden="true" /> Delete
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

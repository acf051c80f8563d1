"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { ImagePlus, Loader2, NotebookPen, X } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { ACCEPTED_PHOTO_TYPES, MAX_PHOTO_MB } from "@/components/garden/photo-picker";
import { useToasts } from "@/hooks/toasts";
import { useWriteJournalEntry } from "@/hooks/use-journal";
import { JOURNAL_PHOTOS_MAX, JOURNAL_TAGS, JOURNAL_TEXT_MAX, type JournalTag } from "@/lib/journal";
import { TagChoices, useJournalTagLabel } from "./tag-choices";

type Chosen = { file: File; preview: string };

/** Photos chosen for an entry, each with a preview URL freed when it is removed, sent, or the form goes. */
function useChosenPhotos() {
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const shown = useRef<Chosen[]>([]);
  useEffect(() => {
    shown.current = chosen;
  }, [chosen]);
  useEffect(() => () => shown.current.forEach((photo) => URL.revokeObjectURL(photo.preview)), []);
  return {
    chosen,
    add: (files: File[]) => setChosen((current) => [...current, ...files.map((file) => ({ file, preview: URL.createObjectURL(file) }))]),
    remove: (index: number) => {
      const gone = chosen[index];
      if (gone) URL.revokeObjectURL(gone.preview);
      setChosen(chosen.filter((_, at) => at !== index));
    },
    clear: () => {
      chosen.forEach((photo) => URL.revokeObjectURL(photo.preview));
      setChosen([]);
    },
  };
}

/**
 * Write in a plant's journal: a note, the day (today or earlier), tags and up to five photos,
 * scaled down in the browser before they go. With no connection the entry waits on the device.
 */
export function JournalEntryForm({ userPlantId, gardenId, plantName, today }: { userPlantId: number; gardenId: number; plantName: string; today: string }) {
  const t = useTranslations("Journal");
  const journalTagLabel = useJournalTagLabel();
  const { describeFailure } = useToasts();
  const write = useWriteJournalEntry(userPlantId, gardenId);
  const photos = useChosenPhotos();
  const [text, setText] = useState("");
  const [date, setDate] = useState(today);
  const [tags, setTags] = useState<JournalTag[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const id = `journal-${userPlantId}`;

  function choose(files: File[]) {
    const room = JOURNAL_PHOTOS_MAX - photos.chosen.length;
    const tooBig = files.filter((file) => file.size > MAX_PHOTO_MB * 1024 * 1024);
    const fitting = files.filter((file) => file.size <= MAX_PHOTO_MB * 1024 * 1024);
    if (tooBig.length > 0) setProblem(t("photoTooLarge", { size: MAX_PHOTO_MB }));
    else if (fitting.length > room) setProblem(t("tooManyPhotos", { count: JOURNAL_PHOTOS_MAX }));
    else setProblem(null);
    photos.add(fitting.slice(0, Math.max(0, room)));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === "" && photos.chosen.length === 0) {
      setProblem(t("writeNoteOrPhoto"));
      return;
    }
    if (date > today) {
      setProblem(t("dateInFuture"));
      return;
    }
    setProblem(null);
    write.mutate(
      { text, date, tags, photos: photos.chosen.map((photo) => photo.file) },
      {
        onSuccess: () => {
          setText("");
          setTags([]);
          setDate(today);
          photos.clear();
        },
        onError: (error) => setProblem(describeFailure(error)),
      },
    );
  }

  const full = photos.chosen.length >= JOURNAL_PHOTOS_MAX;
  return (
    <form onSubmit={submit} className="grid gap-4" aria-labelledby={`${id}-heading`} noValidate>
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-lg font-semibold">
        <NotebookPen className="size-5 text-primary" aria-hidden="true" /> {t("writeHeading")}
      </h2>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-text`}>{t("note")}</Label>
        <Textarea
          id={`${id}-text`}
          value={text}
          maxLength={JOURNAL_TEXT_MAX}
          onChange={(event) => setText(event.target.value)}
          placeholder={t("notePlaceholder", { plant: plantName })}
          rows={3}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-date`}>{t("date")}</Label>
          <Input id={`${id}-date`} type="date" value={date} max={today} required onChange={(event) => setDate(event.target.value || today)} />
        </div>
        <TagChoices legend={t("tags")} tags={JOURNAL_TAGS} chosen={tags} onChange={setTags} label={journalTagLabel} />
      </div>
      <div className="grid gap-2">
        <input
          id={`${id}-photos`}
          type="file"
          accept={ACCEPTED_PHOTO_TYPES}
          multiple
          className="peer sr-only"
          disabled={full}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = "";
            choose(files);
          }}
        />
        <label
          htmlFor={`${id}-photos`}
          aria-disabled={full}
          className="flex cursor-pointer items-center gap-3 rounded-md border border-dashed p-3 text-sm text-muted-foreground hover:bg-accent/40 peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
        >
          <ImagePlus className="size-5 text-primary" aria-hidden="true" />
          <span>{t("addPhotos", { chosen: photos.chosen.length, max: JOURNAL_PHOTOS_MAX, size: MAX_PHOTO_MB })}</span>
        </label>
        {photos.chosen.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={t("chosenPhotos")}>
            {photos.chosen.map((photo, index) => (
              <li key={photo.preview} className="relative">
                {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL */}
                <img src={photo.preview} alt={t("chosenPhoto", { number: index + 1, file: photo.file.name })} className="size-20 rounded-md object-cover" />
                <Button
                  type="button"
                  size="icon"
                  variant="secondary"
                  className="absolute -top-2 -right-2 size-7 rounded-full"
                  aria-label={t("removePhoto", { number: index + 1 })}
                  onClick={() => photos.remove(index)}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {problem ? <ErrorAlert id={`${id}-error`}>{problem}</ErrorAlert> : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={write.isPending}>
          {write.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <NotebookPen aria-hidden="true" />}
          {write.isPending ? t("saving") : t("saveEntry")}
        </Button>
      </div>
    </form>
  );
}

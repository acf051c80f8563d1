"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Columns2, Images, Star } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Skeleton } from "@/components/ui/skeleton";
import { useFormat } from "@/hooks/use-format";
import { usePlantPhotos, useSetCoverPhoto } from "@/hooks/use-journal";
import { formatDay } from "@/lib/format";
import type { PlantPhoto } from "@/lib/journal-types";
import { PhotoCompareDialog, PhotoThumb, PhotoViewerDialog, type ViewedPhoto } from "./photo-viewer";

/** Each photo source's message. */
const SOURCE_KEYS = { journal: "sourceJournal", diagnosis: "sourceDiagnosis", plant: "sourcePlant" } as const satisfies Record<PlantPhoto["source"], string>;

function viewed(photo: PlantPhoto): ViewedPhoto {
  return { url: photo.url, width: photo.width, height: photo.height, date: photo.date, note: photo.note, by: photo.by?.name ?? null, isCover: photo.isCover };
}

/**
 * Every photo of a plant on one strip, oldest on the left so it reads as the plant grew: open one
 * full size with its note, pick two to see side by side, or make one the plant's cover.
 */
export function PhotoStrip({ userPlantId, plantName }: { userPlantId: number; plantName: string }) {
  const t = useTranslations("Journal");
  const format = useFormat();
  const photos = usePlantPhotos(userPlantId);
  const setCover = useSetCoverPhoto(userPlantId);
  const [open, setOpen] = useState<ViewedPhoto | null>(null);
  const [comparing, setComparing] = useState(false);
  const [picked, setPicked] = useState<PlantPhoto[]>([]);
  const [pair, setPair] = useState<[ViewedPhoto, ViewedPhoto] | null>(null);
  const headingId = `plant-${userPlantId}-photos`;

  if (photos.isPending) return <Skeleton className="h-24 w-full" role="status" aria-label={t("loadingPhotos")} />;
  if (photos.isError) return <ErrorAlert>{t("photosError")}</ErrorAlert>;
  const strip = [...photos.data.items].reverse();

  function pick(photo: PlantPhoto) {
    if (!comparing) {
      setOpen(viewed(photo));
      return;
    }
    const next = picked.includes(photo) ? picked.filter((other) => other !== photo) : [...picked, photo];
    const [first, second] = next;
    if (first && second) {
      setPair([viewed(first), viewed(second)]);
      setPicked([]);
      setComparing(false);
    } else setPicked(next);
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
          <Images className="size-5 text-primary" aria-hidden="true" /> {t("photos")}
        </h2>
        {strip.length >= 2 ? (
          <Button
            variant={comparing ? "secondary" : "outline"}
            size="sm"
            aria-pressed={comparing}
            onClick={() => {
              setComparing(!comparing);
              setPicked([]);
            }}
          >
            <Columns2 aria-hidden="true" /> {comparing ? t("cancelCompare") : t("compare")}
          </Button>
        ) : null}
      </div>
      {comparing ? (
        <p className="text-sm text-muted-foreground" role="status">
          {picked.length === 0 ? t("chooseTwo") : t("chooseSecond")}
        </p>
      ) : null}
      {strip.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("noPhotos")}</p>
      ) : (
        <ul className="flex gap-3 overflow-x-auto pb-2" aria-label={t("photosOf", { plant: plantName })}>
          {strip.map((photo, index) => {
            const described = { date: formatDay(photo.date, "day-year", format), source: t(SOURCE_KEYS[photo.source]) };
            const label = photo.isCover ? t("photoLabelCover", described) : t("photoLabel", described);
            return (
              <li key={`${photo.url}-${index}`} className="shrink-0">
                <button
                  type="button"
                  onClick={() => pick(photo)}
                  aria-pressed={comparing ? picked.includes(photo) : undefined}
                  aria-label={comparing ? t("choosePhotoOf", { photo: label }) : t("openPhotoOf", { photo: label })}
                  className="relative grid gap-1 rounded-md text-left focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none aria-pressed:ring-[3px] aria-pressed:ring-primary"
                >
                  <PhotoThumb photo={photo} alt="" className="size-24" />
                  {photo.isCover ? <Star className="absolute top-1 right-1 size-5 fill-amber-300 text-amber-600" aria-hidden="true" /> : null}
                  <span className="text-xs text-muted-foreground">{formatDay(photo.date, "day-year", format)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <PhotoViewerDialog
        plantName={plantName}
        photo={open}
        onClose={() => setOpen(null)}
        settingCover={setCover.isPending}
        onSetCover={(photo) => setCover.mutate(photo.url, { onSuccess: () => setOpen(null) })}
      />
      <PhotoCompareDialog plantName={plantName} photos={pair} onClose={() => setPair(null)} />
    </section>
  );
}

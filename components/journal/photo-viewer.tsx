"use client";

import { useTranslations } from "next-intl";
import { Loader2, Star } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useFormat } from "@/hooks/use-format";
import { formatDay } from "@/lib/format";

/** A photo as the viewer shows it: full size, with its day and the note it came with. */
export type ViewedPhoto = { url: string; width: number | null; height: number | null; date: string; note: string | null; by: string | null; isCover?: boolean };

/** A thumbnail of a stored photo: lazy, its shape kept, cropped square. */
export function PhotoThumb({ photo, alt, className = "size-20" }: { photo: Pick<ViewedPhoto, "url" | "width" | "height">; alt: string; className?: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a gardener's stored photo, already re-encoded and sized by the server
    <img src={photo.url} alt={alt} width={photo.width ?? undefined} height={photo.height ?? undefined} loading="lazy" decoding="async" className={`${className} rounded-md object-cover`} />
  );
}

function Described({ photo }: { photo: ViewedPhoto }) {
  const format = useFormat();
  return (
    <figcaption className="grid gap-1 text-sm">
      <span className="font-medium">
        {formatDay(photo.date, "day-year", format)}
        {photo.by ? <span className="font-normal text-muted-foreground"> · {photo.by}</span> : null}
      </span>
      {photo.note ? <span className="whitespace-pre-line text-muted-foreground">{photo.note}</span> : null}
    </figcaption>
  );
}

function FullPhoto({ photo, alt }: { photo: ViewedPhoto; alt: string }) {
  return (
    <figure className="grid gap-2">
      {/* eslint-disable-next-line @next/next/no-img-element -- a gardener's stored photo */}
      <img src={photo.url} alt={alt} width={photo.width ?? undefined} height={photo.height ?? undefined} className="max-h-[65dvh] w-full rounded-md bg-muted object-contain" />
      <Described photo={photo} />
    </figure>
  );
}

/** One photo full size; "Set as Cover" when the plant's cover can be chosen from it. */
export function PhotoViewerDialog({
  plantName,
  photo,
  onClose,
  onSetCover,
  settingCover = false,
}: {
  plantName: string;
  photo: ViewedPhoto | null;
  onClose: () => void;
  onSetCover?: (photo: ViewedPhoto) => void;
  settingCover?: boolean;
}) {
  const t = useTranslations("Journal");
  const format = useFormat();
  const day = photo ? formatDay(photo.date, "day-year", format) : "";
  return (
    <Dialog open={photo !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[95dvh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{plantName}</DialogTitle>
          <DialogDescription>{photo ? t("photoOf", { date: day }) : ""}</DialogDescription>
        </DialogHeader>
        {photo ? <FullPhoto photo={photo} alt={t("plantOnDate", { plant: plantName, date: day })} /> : null}
        {photo && onSetCover ? (
          <div className="flex justify-end">
            {photo.isCover ? (
              <p className="flex items-center gap-2 text-sm text-muted-foreground">
                <Star className="size-4" aria-hidden="true" /> {t("isCover")}
              </p>
            ) : (
              <Button variant="outline" onClick={() => onSetCover(photo)} disabled={settingCover}>
                {settingCover ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Star aria-hidden="true" />}
                {settingCover ? t("settingCover") : t("setAsCover")}
              </Button>
            )}
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** Two photos side by side (one above the other on a phone), oldest first. */
export function PhotoCompareDialog({ plantName, photos, onClose }: { plantName: string; photos: [ViewedPhoto, ViewedPhoto] | null; onClose: () => void }) {
  const ordered = photos ? [...photos].sort((one, other) => one.date.localeCompare(other.date)) : [];
  const [older, newer] = ordered;
  const t = useTranslations("Journal");
  const format = useFormat();
  return (
    <Dialog open={photos !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[95dvh] overflow-y-auto sm:max-w-5xl">
        <DialogHeader>
          <DialogTitle>{t("comparePhotosOf", { plant: plantName })}</DialogTitle>
          <DialogDescription>
            {older && newer ? t("twoDates", { first: formatDay(older.date, "day-year", format), second: formatDay(newer.date, "day-year", format) }) : ""}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 sm:grid-cols-2" data-testid="photo-compare">
          {ordered.map((photo, index) => (
            <FullPhoto key={`${photo.url}-${index}`} photo={photo} alt={t("plantOnDate", { plant: plantName, date: formatDay(photo.date, "day-year", format) })} />
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}

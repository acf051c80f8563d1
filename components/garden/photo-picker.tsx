"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { ImagePlus, X } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Label } from "@/components/ui/label";
import { usePhotoPreview } from "@/hooks/use-photo-preview";

export const MAX_PHOTO_MB = 10;
// HEIC is left out on purpose: iPhones then convert the photo to JPEG, which the server can read.
export const ACCEPTED_PHOTO_TYPES = "image/jpeg,image/png,image/webp";

/** Picks one photo with a preview; photos over 10 MB are refused before upload. */
export function PhotoPicker({
  id,
  label,
  photo,
  onChange,
}: {
  id: string;
  label: string;
  photo: File | null;
  onChange: (photo: File | null) => void;
}) {
  const t = useTranslations("AddPlant");
  const [error, setError] = useState<string | null>(null);
  const { preview, showPreview } = usePhotoPreview();

  function choose(file: File | null) {
    showPreview(file);
    onChange(file);
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <input
        id={id}
        type="file"
        accept={ACCEPTED_PHOTO_TYPES}
        className="peer sr-only"
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          event.target.value = "";
          if (file && file.size > MAX_PHOTO_MB * 1024 * 1024) {
            setError(t("photoTooLarge", { size: MAX_PHOTO_MB }));
            return;
          }
          setError(null);
          choose(file);
        }}
      />
      {photo && preview ? (
        <div className="flex items-center gap-3">
          {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL */}
          <img src={preview} alt={t("photoPreview")} className="size-16 rounded-md object-cover" />
          <span className="min-w-0 flex-1 truncate text-sm">{photo.name}</span>
          <Button type="button" variant="ghost" size="sm" onClick={() => choose(null)}>
            <X aria-hidden="true" /> {t("removePhoto")}
          </Button>
        </div>
      ) : (
        <label
          htmlFor={id}
          className="flex cursor-pointer items-center gap-3 rounded-md border border-dashed p-3 text-sm text-muted-foreground hover:bg-accent/40 peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50"
        >
          <ImagePlus className="size-5 text-primary" aria-hidden="true" />
          <span>{t("photoTypes", { size: MAX_PHOTO_MB })}</span>
        </label>
      )}
      {error ? <ErrorAlert id={`${id}-error`}>{error}</ErrorAlert> : null}
    </div>
  );
}

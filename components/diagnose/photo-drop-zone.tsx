"use client";

import { useState, type DragEvent } from "react";
import { useTranslations } from "next-intl";
import { ImageUp, X } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** Click or drag a photo in; shows the preview with 'Remove Image'. */
export function PhotoDropZone({
  preview,
  onSelect,
  onRemove,
  disabled,
}: {
  preview: string | null;
  onSelect: (file: File) => void;
  onRemove: () => void;
  disabled?: boolean;
}) {
  const t = useTranslations("Diagnose");
  const [dragging, setDragging] = useState(false);

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const file = Array.from(event.dataTransfer.files).find((candidate) => candidate.type.startsWith("image/"));
    if (file && !disabled) onSelect(file);
  }

  if (preview) {
    return (
      <div className="grid gap-2">
        {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL */}
        <img src={preview} alt={t("selectedPhoto")} className="max-h-72 w-full rounded-lg bg-muted object-contain" />
        <Button type="button" variant="outline" onClick={onRemove} disabled={disabled}>
          <X aria-hidden="true" /> {t("removeImage")}
        </Button>
      </div>
    );
  }
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <input
        id="diagnose-photo"
        type="file"
        accept="image/*"
        className="peer sr-only"
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) onSelect(file);
        }}
      />
      <label
        htmlFor="diagnose-photo"
        className={cn(
          "flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed p-8 text-center transition-colors hover:bg-accent/40 peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50",
          dragging && "border-primary bg-accent/60",
        )}
      >
        <ImageUp className="size-10 text-primary" aria-hidden="true" />
        <span className="font-medium">{t("dropPrompt")}</span>
        <span className="text-sm text-muted-foreground">{t("dropHint")}</span>
      </label>
    </div>
  );
}

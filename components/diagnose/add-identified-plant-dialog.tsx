"use client";

import type { FormEvent } from "react";
import { useTranslations } from "next-intl";
import { PersonalFields } from "@/components/garden/personal-fields";
import { exposureFromForm } from "@/components/garden/exposure-select";
import type { Exposure } from "@/lib/water-balance";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormActions } from "@/components/ui/form-actions";

export type AddPlantFields = { customName: string; location: string; notes: string; exposure?: Exposure };

/** 'Add {plant} to My Garden': optional custom name, location and notes. */
export function AddIdentifiedPlantDialog({
  plantName,
  open,
  pending,
  onOpenChange,
  onAdd,
}: {
  plantName: string;
  open: boolean;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onAdd: (fields: AddPlantFields) => void;
}) {
  const t = useTranslations("Diagnose");
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "");
    onAdd({ customName: text("customName"), location: text("location"), notes: text("notes"), exposure: exposureFromForm(form) });
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t("addPlantToGarden", { plant: plantName })}</DialogTitle>
          <DialogDescription>{t("addDialogDescription")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="grid gap-4">
          <PersonalFields idPrefix="identified" />
          <FormActions submitLabel={t("addPlant")} pendingLabel={t("adding")} pending={pending} onCancel={() => onOpenChange(false)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

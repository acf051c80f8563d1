"use client";

import { useState, type FormEvent, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ApiErrorAlert, ErrorAlert } from "@/components/ui/error-alert";
import { FormActions } from "@/components/ui/form-actions";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { useAddCataloguePlant, useAddCustomPlant, useCatalogue } from "@/hooks/use-plants";
import { DEFAULT_WATER_FREQUENCY_DAYS, type WateringFrequency } from "@/lib/watering";
import { FormField } from "@/components/ui/form-field";
import { CataloguePicker, fromOpenPickerList } from "./catalogue-picker";
import { PersonalFields } from "./personal-fields";
import { exposureFromForm } from "./exposure-select";
import { PhotoPicker } from "./photo-picker";
import { WateringFrequencySelect } from "./watering-frequency-select";

type Mode = "catalogue" | "custom";

function CatalogueForm({ onDone, switchToCustom, chosenSlug }: { onDone: () => void; switchToCustom: () => void; chosenSlug?: string }) {
  const t = useTranslations("AddPlant");
  const catalogue = useCatalogue();
  const addPlant = useAddCataloguePlant();
  // The plant a guide sent the gardener to add (/plants?add={slug}) is chosen until they pick another.
  const [picked, setPicked] = useState<number | null | undefined>(undefined);
  const chosenId = catalogue.data?.find((plant) => plant.slug === chosenSlug)?.id ?? null;
  const plantId = picked === undefined ? chosenId : picked;
  const [plantError, setPlantError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (plantId === null) {
      setPlantError(t("selectPlant"));
      return;
    }
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "");
    addPlant.mutate(
      { plantId, customName: text("customName"), location: text("location"), notes: text("notes"), exposure: exposureFromForm(form) },
      { onSuccess: onDone },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="add-plant-type" label={t("plantType")} error={plantError}>
        <CataloguePicker
          // Shown anew, with the guide's plant in the field, once the catalogue has loaded.
          key={chosenId ?? "none"}
          id="add-plant-type"
          plants={catalogue.data ?? []}
          loading={catalogue.isPending}
          value={plantId}
          onChange={(value) => {
            setPicked(value);
            if (value !== null) setPlantError(null);
          }}
          invalid={plantError !== null}
          describedBy={plantError ? "add-plant-type-error" : undefined}
        />
        {catalogue.isError ? <ErrorAlert>{t("catalogueLoadError")}</ErrorAlert> : null}
      </FormField>
      <PersonalFields idPrefix="add-plant" />
      <p className="text-sm text-muted-foreground">
        {t.rich("notInList", {
          custom: (chunks) => (
            <Button type="button" variant="link" className="h-auto p-0" onClick={switchToCustom}>
              {chunks}
            </Button>
          ),
        })}
      </p>
      <ApiErrorAlert error={addPlant.error} />
      <FormActions submitLabel={t("submit")} pendingLabel={t("adding")} pending={addPlant.isPending} onCancel={onDone} />
    </form>
  );
}

function CustomForm({ onDone, switchToCatalogue }: { onDone: () => void; switchToCatalogue: () => void }) {
  const t = useTranslations("AddPlant");
  const addPlant = useAddCustomPlant();
  const [nameError, setNameError] = useState<string | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [frequency, setFrequency] = useState<WateringFrequency | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (!String(form.get("customCommonName") ?? "").trim()) {
      setNameError(t("nameRequired"));
      return;
    }
    form.delete("image");
    if (photo) form.set("image", photo);
    if (frequency) form.set("customWateringFrequency", frequency);
    // The app's own choice is no choice: the server picks (docs/watering.md).
    if (!exposureFromForm(form)) form.delete("exposure");
    addPlant.mutate(form, { onSuccess: onDone });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="custom-plant-name" label={t("plantName")} error={nameError}>
        <Input
          id="custom-plant-name"
          name="customCommonName"
          maxLength={100}
          placeholder={t("plantNamePlaceholder")}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? "custom-plant-name-error" : undefined}
          onChange={() => setNameError(null)}
        />
      </FormField>
      <PersonalFields idPrefix="custom-plant" />
      <FormField id="custom-plant-frequency" label={t("watering")}>
        <WateringFrequencySelect
          id="custom-plant-frequency"
          value={frequency}
          onChange={setFrequency}
          defaultLabel={t("defaultFrequency", { count: DEFAULT_WATER_FREQUENCY_DAYS })}
        />
      </FormField>
      <PhotoPicker id="custom-plant-photo" label={t("photoOptional")} photo={photo} onChange={setPhoto} />
      <p className="text-sm text-muted-foreground">
        <Button type="button" variant="link" className="h-auto p-0" onClick={switchToCatalogue}>
          {t("chooseFromList")}
        </Button>
      </p>
      <ApiErrorAlert error={addPlant.error} />
      <FormActions submitLabel={t("submit")} pendingLabel={t("adding")} pending={addPlant.isPending} onCancel={onDone} />
    </form>
  );
}

/** docs/product.md#screens 'Add New Plant': a catalogue plant, or a custom plant with an optional photo. */
export function AddPlantDialog({
  open,
  onOpenChange,
  chosenSlug,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A catalogue plant to start with (a plant guide's "Add {plant} to my garden"). */
  chosenSlug?: string;
  children?: ReactNode;
}) {
  const t = useTranslations("AddPlant");
  const [mode, setMode] = useState<Mode>("catalogue");
  const close = () => onOpenChange(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setMode("catalogue");
      }}
    >
      {children}
      <DialogContent
        className="sm:max-w-md"
        onEscapeKeyDown={(event) => {
          if (fromOpenPickerList(event)) event.preventDefault();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>
            {mode === "catalogue" ? t("catalogueDescription") : t("customDescription")}
          </DialogDescription>
        </DialogHeader>
        {mode === "catalogue" ? (
          <CatalogueForm onDone={close} switchToCustom={() => setMode("custom")} chosenSlug={chosenSlug} />
        ) : (
          <CustomForm onDone={close} switchToCatalogue={() => setMode("catalogue")} />
        )}
      </DialogContent>
    </Dialog>
  );
}

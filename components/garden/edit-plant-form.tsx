"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { ApiErrorAlert } from "@/components/ui/error-alert";
import { FormActions } from "@/components/ui/form-actions";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useUpdatePlant } from "@/hooks/use-plants";
import type { UserPlantWithWatering } from "@/lib/garden-types";
import { SETTABLE_PLANT_STATUSES, type SettablePlantStatus } from "@/lib/plant-status";
import { DEFAULT_WATER_FREQUENCY_DAYS, type WateringFrequency } from "@/lib/watering";
import { FormField } from "@/components/ui/form-field";
import { WateringFrequencySelect } from "./watering-frequency-select";
import { ExposureSelect } from "./exposure-select";
import { usePlantStatusLabel } from "./plant-status-badge";
import type { Exposure } from "@/lib/water-balance";

export function EditPlantForm({ plant, onDone }: { plant: UserPlantWithWatering; onDone: () => void }) {
  const t = useTranslations("PlantDetails");
  const statusLabel = usePlantStatusLabel();
  const updatePlant = useUpdatePlant();
  const [customName, setCustomName] = useState(plant.customName ?? "");
  const [location, setLocation] = useState(plant.location ?? "");
  const [notes, setNotes] = useState(plant.notes ?? "");
  const [frequency, setFrequency] = useState<WateringFrequency | null>(plant.customWateringFrequency);
  const [status, setStatus] = useState<SettablePlantStatus>(plant.recordedStatus);
  const [exposure, setExposure] = useState<Exposure>(plant.exposure);
  const idPrefix = `edit-plant-${plant.id}`;
  const defaultDays = plant.plant?.waterFrequency ?? DEFAULT_WATER_FREQUENCY_DAYS;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    updatePlant.mutate(
      {
        id: plant.id,
        updates: { customName, location, notes, customWateringFrequency: frequency, status, exposure },
      },
      { onSuccess: onDone },
    );
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4" aria-label={plant.customName ? t("editNamed", { name: plant.customName }) : t("editPlant")}>
      <FormField id={`${idPrefix}-name`} label={t("customName")}>
        <Input
          id={`${idPrefix}-name`}
          value={customName}
          maxLength={100}
          placeholder={t("customNamePlaceholder")}
          onChange={(event) => setCustomName(event.target.value)}
        />
      </FormField>
      <FormField id={`${idPrefix}-location`} label={t("locationOptional")}>
        <Input
          id={`${idPrefix}-location`}
          value={location}
          maxLength={200}
          placeholder={t("locationPlaceholder")}
          onChange={(event) => setLocation(event.target.value)}
        />
      </FormField>
      <FormField id={`${idPrefix}-exposure`} label={t("grows")}>
        <ExposureSelect id={`${idPrefix}-exposure`} value={exposure} onChange={setExposure} />
      </FormField>
      <FormField id={`${idPrefix}-frequency`} label={t("watering")}>
        <WateringFrequencySelect
          id={`${idPrefix}-frequency`}
          value={frequency}
          onChange={setFrequency}
          defaultLabel={t("plantsUsual", { count: defaultDays })}
        />
      </FormField>
      <FormField id={`${idPrefix}-status`} label={t("status")}>
        <Select value={status} onValueChange={(next) => setStatus(next as SettablePlantStatus)}>
          <SelectTrigger id={`${idPrefix}-status`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {SETTABLE_PLANT_STATUSES.map((value) => (
              <SelectItem key={value} value={value}>
                {statusLabel(value)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
      <FormField id={`${idPrefix}-notes`} label={t("notesOptional")}>
        <Textarea
          id={`${idPrefix}-notes`}
          value={notes}
          maxLength={2000}
          placeholder={t("notesPlaceholder")}
          onChange={(event) => setNotes(event.target.value)}
        />
      </FormField>
      <ApiErrorAlert error={updatePlant.error} />
      <FormActions submitLabel={t("save")} pendingLabel={t("saving")} pending={updatePlant.isPending} onCancel={onDone} />
    </form>
  );
}

"use client";

import { useState, type FormEvent } from "react";
import { ApiErrorAlert } from "@/components/ui/error-alert";
import { FormActions } from "@/components/ui/form-actions";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useUpdatePlant } from "@/hooks/use-plants";
import type { UserPlantWithWatering } from "@/lib/garden-types";
import { plantStatusLabel, SETTABLE_PLANT_STATUSES, type SettablePlantStatus } from "@/lib/plant-status";
import { DEFAULT_WATER_FREQUENCY_DAYS, type WateringFrequency } from "@/lib/watering";
import { FormField } from "@/components/ui/form-field";
import { WateringFrequencySelect } from "./watering-frequency-select";
import { ExposureSelect } from "./exposure-select";
import type { Exposure } from "@/lib/water-balance";

export function EditPlantForm({ plant, onDone }: { plant: UserPlantWithWatering; onDone: () => void }) {
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
    <form onSubmit={onSubmit} className="grid gap-4" aria-label={`Edit ${plant.customName || "plant"}`}>
      <FormField id={`${idPrefix}-name`} label="Custom Name (Optional)">
        <Input
          id={`${idPrefix}-name`}
          value={customName}
          maxLength={100}
          placeholder="My favorite tomato"
          onChange={(event) => setCustomName(event.target.value)}
        />
      </FormField>
      <FormField id={`${idPrefix}-location`} label="Location (Optional)">
        <Input
          id={`${idPrefix}-location`}
          value={location}
          maxLength={200}
          placeholder="Garden bed, pot, greenhouse..."
          onChange={(event) => setLocation(event.target.value)}
        />
      </FormField>
      <FormField id={`${idPrefix}-exposure`} label="Grows">
        <ExposureSelect id={`${idPrefix}-exposure`} value={exposure} onChange={setExposure} />
      </FormField>
      <FormField id={`${idPrefix}-frequency`} label="Watering">
        <WateringFrequencySelect
          id={`${idPrefix}-frequency`}
          value={frequency}
          onChange={setFrequency}
          defaultLabel={`Plant's usual (every ${defaultDays} ${defaultDays === 1 ? "day" : "days"})`}
        />
      </FormField>
      <FormField id={`${idPrefix}-status`} label="Status">
        <Select value={status} onValueChange={(next) => setStatus(next as SettablePlantStatus)}>
          <SelectTrigger id={`${idPrefix}-status`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {SETTABLE_PLANT_STATUSES.map((value) => (
              <SelectItem key={value} value={value}>
                {plantStatusLabel(value)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
      <FormField id={`${idPrefix}-notes`} label="Notes (Optional)">
        <Textarea
          id={`${idPrefix}-notes`}
          value={notes}
          maxLength={2000}
          placeholder="Any special notes about this plant..."
          onChange={(event) => setNotes(event.target.value)}
        />
      </FormField>
      <ApiErrorAlert error={updatePlant.error} />
      <FormActions submitLabel="Save Changes" pendingLabel="Saving..." pending={updatePlant.isPending} onCancel={onDone} />
    </form>
  );
}

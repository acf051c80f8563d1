"use client";

import { FormField } from "@/components/ui/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useUserPlants } from "@/hooks/use-plants";
import type { UserPlant } from "@/lib/garden-types";
import { plantOptionLabel } from "@/lib/plant-display";

const NO_PLANT = "none";

/** An optional choice of one of the gardener's own plants; `null` is "no plant". */
export function OwnPlantSelect({
  id,
  label,
  noneLabel,
  value,
  onChange,
  optionLabel = plantOptionLabel,
  disabled,
}: {
  id: string;
  label: string;
  /** The first option, meaning no particular plant. */
  noneLabel: string;
  value: number | null;
  onChange: (userPlantId: number | null) => void;
  optionLabel?: (plant: Pick<UserPlant, "customName" | "customCommonName" | "plant">) => string;
  disabled?: boolean;
}) {
  const garden = useUserPlants();
  return (
    <FormField id={id} label={label}>
      <Select
        value={value === null ? NO_PLANT : String(value)}
        onValueChange={(next) => onChange(next === NO_PLANT ? null : Number(next))}
        disabled={disabled}
      >
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={NO_PLANT}>{noneLabel}</SelectItem>
          {(garden.data ?? []).map((plant) => (
            <SelectItem key={plant.id} value={String(plant.id)}>
              {optionLabel(plant)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FormField>
  );
}

"use client";

import { FormField } from "@/components/ui/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { usePlantNames } from "@/hooks/use-plant-names";
import { useUserPlants } from "@/hooks/use-plants";
import type { UserPlant } from "@/lib/garden-types";

const NO_PLANT = "none";

/** An optional choice of one of the gardener's own plants; `null` is "no plant". */
export function OwnPlantSelect({
  id,
  label,
  noneLabel,
  value,
  onChange,
  optionLabel,
  disabled,
}: {
  id: string;
  label: string;
  /** The first option, meaning no particular plant. */
  noneLabel: string;
  value: number | null;
  onChange: (userPlantId: number | null) => void;
  /** Each plant's name in the list; docs/product.md's 'Which plant is this?' labels (lib/plant-display.ts's plantOptionLabel) unless given. */
  optionLabel?: (plant: Pick<UserPlant, "customName" | "customCommonName" | "plant">) => string;
  disabled?: boolean;
}) {
  const names = usePlantNames();
  const garden = useUserPlants();
  const labelOf = optionLabel ?? names.optionLabel;
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
              {labelOf(plant)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FormField>
  );
}

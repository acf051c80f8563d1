"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { WATERING_FREQUENCIES, frequencyChoiceLabel, type WateringFrequency } from "@/lib/watering";

const DEFAULT_VALUE = "default";

/** The gardener's own watering frequency, or none to follow the plant's default. */
export function WateringFrequencySelect({
  id,
  value,
  onChange,
  defaultLabel,
}: {
  id: string;
  value: WateringFrequency | null;
  onChange: (value: WateringFrequency | null) => void;
  defaultLabel: string;
}) {
  return (
    <Select
      value={value ?? DEFAULT_VALUE}
      onValueChange={(next) => onChange(next === DEFAULT_VALUE ? null : (next as WateringFrequency))}
    >
      <SelectTrigger id={id}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={DEFAULT_VALUE}>{defaultLabel}</SelectItem>
        {WATERING_FREQUENCIES.map((frequency) => (
          <SelectItem key={frequency} value={frequency}>
            {frequencyChoiceLabel(frequency)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { FREQUENCY_DAYS, FREQUENCY_LABELS, WATERING_FREQUENCIES, type WateringFrequency } from "@/lib/watering";

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
            {FREQUENCY_LABELS[frequency]}
            {FREQUENCY_DAYS[frequency] ? ` (every ${FREQUENCY_DAYS[frequency] === 1 ? "day" : `${FREQUENCY_DAYS[frequency]} days`})` : ""}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

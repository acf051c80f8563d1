"use client";

import { useTranslations } from "next-intl";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { FREQUENCY_DAYS, WATERING_FREQUENCIES, type WateringFrequency } from "@/lib/watering";

const DEFAULT_VALUE = "default";

/**
 * Each frequency as a choice in a list (lib/watering.ts's frequencyChoiceLabel in English): its name,
 * with the days it means when the name does not already say them.
 */
const FREQUENCY_KEYS = {
  daily: "frequencyDaily",
  "every-2-days": "frequencyEvery2Days",
  "twice-weekly": "frequencyTwiceWeekly",
  weekly: "frequencyWeekly",
  "bi-weekly": "frequencyBiWeekly",
  monthly: "frequencyMonthly",
  "as-needed": "frequencyAsNeeded",
} as const satisfies Record<WateringFrequency, string>;

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
  const t = useTranslations("AddPlant");
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
            {t(FREQUENCY_KEYS[frequency], { count: FREQUENCY_DAYS[frequency] ?? 0 })}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

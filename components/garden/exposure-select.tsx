"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useTranslations } from "next-intl";
import { EXPOSURES, type Exposure } from "@/lib/water-balance";

/** The form value for "let the app choose" (lib/water-balance.ts `defaultExposure`): never sent. */
export const EXPOSURE_CHOSEN_FOR_YOU = "auto";

/** Each place's message ("AddPlant" in locales/<code>/garden.json). */
const EXPOSURE_KEYS = {
  ground: "exposureGround",
  "raised-bed": "exposureRaisedBed",
  container: "exposureContainer",
  indoor: "exposureIndoor",
  greenhouse: "exposureGreenhouse",
} as const satisfies Record<Exposure, string>;

/** Where a plant grows, in the gardener's language. */
export function useExposureLabel(): (exposure: Exposure) => string {
  const t = useTranslations("AddPlant");
  return (exposure) => t(EXPOSURE_KEYS[exposure]);
}

/** Where the plant grows (docs/watering.md): what rain reaches it and how much water its soil holds. */
export function ExposureSelect({
  id,
  value,
  onChange,
  name,
  describedBy,
}: {
  id: string;
  /** Controlled (editing a plant) or, with `name`, a field of the form it sits in. */
  value?: Exposure;
  onChange?: (value: Exposure) => void;
  name?: string;
  describedBy?: string;
}) {
  const t = useTranslations("AddPlant");
  const exposureLabel = useExposureLabel();
  return (
    <Select
      name={name}
      value={value}
      defaultValue={value === undefined ? EXPOSURE_CHOSEN_FOR_YOU : undefined}
      onValueChange={(next) => onChange?.(next as Exposure)}
    >
      <SelectTrigger id={id} aria-describedby={describedBy}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {value === undefined ? <SelectItem value={EXPOSURE_CHOSEN_FOR_YOU}>{t("exposureChosenForYou")}</SelectItem> : null}
        {EXPOSURES.map((exposure) => (
          <SelectItem key={exposure} value={exposure}>
            {exposureLabel(exposure)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** A form's exposure field: the chosen place, or undefined for the app's choice. */
export function exposureFromForm(form: FormData): Exposure | undefined {
  const value = form.get("exposure");
  return typeof value === "string" && (EXPOSURES as readonly string[]).includes(value) ? (value as Exposure) : undefined;
}

"use client";

import { useTranslations } from "next-intl";
import { plantNames } from "@/lib/plant-display";

/** A plant's names as a screen shows them (lib/plant-display.ts), in the gardener's words. */
export function usePlantNames() {
  return plantNames(useTranslations("PlantFacts"));
}

"use client";

import { useState } from "react";
import { toast } from "sonner";
import { reverseGeocode } from "@/lib/reverse-geocode";
import { useToasts } from "./toasts";

/** docs/product.md#constants: high accuracy, 10000 ms timeout, a cached position up to 300000 ms old. */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10000, maximumAge: 300000 };

/** Each GeolocationPositionError code's "Toasts" message. */
const ACCESS_FAILED: Record<number, "locationDenied" | "locationUnavailable" | "locationTimedOut"> = {
  1: "locationDenied",
  2: "locationUnavailable",
  3: "locationTimedOut",
};

/** Finds the gardener's town from the browser's position, with the toasts of docs/product.md#messages */
export function useDetectLocation(onDetected: (location: string) => void) {
  const [detecting, setDetecting] = useState(false);
  const { t } = useToasts();

  function detect() {
    if (typeof navigator === "undefined" || !navigator.geolocation) {
      toast.error(t("geolocationUnsupported"), { description: t("geolocationUnsupportedText") });
      return;
    }
    setDetecting(true);
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        const place = await reverseGeocode(position.coords.latitude, position.coords.longitude);
        setDetecting(false);
        if (!place) {
          toast.error(t("locationDetectionFailed"), { description: t("locationDetectionFailedText") });
          return;
        }
        onDetected(place);
        toast.success(t("locationDetected"), { description: t("locationDetectedText", { place }) });
      },
      (error) => {
        setDetecting(false);
        const why = ACCESS_FAILED[error.code];
        toast.error(t("locationAccessFailed"), { description: why ? t(why) : t("locationAccessFailedText") });
      },
      GEOLOCATION_OPTIONS,
    );
  }

  return { detect, detecting };
}

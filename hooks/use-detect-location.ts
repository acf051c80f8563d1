"use client";

import { useState } from "react";
import { toast } from "sonner";
import { reverseGeocode } from "@/lib/reverse-geocode";

/** docs/product.md#constants: high accuracy, 10000 ms timeout, a cached position up to 300000 ms old. */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10000, maximumAge: 300000 };

const ACCESS_FAILED: Record<number, string> = {
  1: "Location access denied. Please enable location permissions and try again.",
  2: "Location information unavailable. Please enter your location manually.",
  3: "Location request timed out. Please try again or enter manually.",
};

/** Finds the gardener's town from the browser's position, with the toasts of docs/product.md#messages */
export function useDetectLocation(onDetected: (location: string) => void) {
  const [detecting, setDetecting] = useState(false);

  function detect() {
    if (typeof navigator === "undefined" || !navigator.geolocation) {
      toast.error("Geolocation not supported", {
        description: "Your browser doesn't support location services. Please enter your location manually.",
      });
      return;
    }
    setDetecting(true);
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        const place = await reverseGeocode(position.coords.latitude, position.coords.longitude);
        setDetecting(false);
        if (!place) {
          toast.error("Location detection failed", {
            description: "Could not determine your city name. Please enter it manually.",
          });
          return;
        }
        onDetected(place);
        toast.success("Location detected", { description: `Set location to: ${place}` });
      },
      (error) => {
        setDetecting(false);
        toast.error("Location access failed", {
          description: ACCESS_FAILED[error.code] ?? "Could not access your location. Please enter it manually.",
        });
      },
      GEOLOCATION_OPTIONS,
    );
  }

  return { detect, detecting };
}

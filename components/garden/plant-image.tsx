"use client";

import { useState } from "react";
import { usePlantNames } from "@/hooks/use-plant-names";
import type { UserPlant } from "@/lib/garden-types";
import { DEFAULT_PLANT_IMAGE, plantImageSrc } from "@/lib/plant-display";
import { cn } from "@/lib/utils";

/**
 * A plain <img>: user photos are private and served with the session cookie, which
 * the Next image optimiser would not forward. A broken image falls back to the default.
 */
export function PlantImage({ plant, className }: { plant: UserPlant; className?: string }) {
  const names = usePlantNames();
  const src = plantImageSrc(plant);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see the comment above
    <img
      src={failedSrc === src ? DEFAULT_PLANT_IMAGE : src}
      alt={names.displayName(plant)}
      width={640}
      height={480}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cn("aspect-[4/3] w-full bg-muted object-cover", className)}
    />
  );
}

"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { Clock, Droplets, Loader2, MapPin, Wheat } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { usePlantNames } from "@/hooks/use-plant-names";
import { useRecordWatering } from "@/hooks/use-plants";
import type { UserPlantWithWatering } from "@/lib/garden-types";
import { formatHarvest } from "@/lib/harvest";
import { formatLastWatered, formatNextWatering } from "@/lib/watering";
import { PlantDetailsDialog } from "./plant-details-dialog";
import { PlantImage } from "./plant-image";
import { PlantStatusBadge } from "./plant-status-badge";

function Fact({ icon: Icon, label, value }: { icon: typeof Clock; label: string; value: string }) {
  return (
    <div className="flex items-center gap-2 text-sm">
      <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="truncate font-medium">{value}</dd>
    </div>
  );
}

export function PlantCard({ plant }: { plant: UserPlantWithWatering }) {
  const t = useTranslations("PlantCard");
  const watering = useTranslations("Watering");
  const facts = useTranslations("PlantFacts");
  const names = usePlantNames();
  const recordWatering = useRecordWatering();
  const name = names.displayName(plant);
  const kind = names.kindName(plant);
  const headingId = `plant-${plant.id}-name`;
  return (
    <Card
      id={`plant-${plant.id}`}
      className="flex h-full scroll-mt-32 flex-col gap-0 overflow-hidden p-0 target:ring-2 target:ring-primary"
      aria-labelledby={headingId}
      role="article"
    >
      <div className="relative">
        <PlantImage plant={plant} />
        <PlantStatusBadge status={plant.status} className="absolute top-3 right-3" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h3 id={headingId} className="truncate text-lg font-semibold">
            <Link href={`/plants/${plant.id}`} className="underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
              {name}
            </Link>
          </h3>
          {kind !== name ? <p className="truncate text-sm text-muted-foreground">{kind}</p> : null}
        </div>
        <dl className="grid gap-1.5">
          <Fact icon={Droplets} label={t("nextWatering")} value={formatNextWatering(plant.daysUntilWatering, watering)} />
          <Fact icon={Clock} label={t("lastWatered")} value={formatLastWatered(plant.daysSinceWatering, watering)} />
          <Fact icon={Wheat} label={t("harvest")} value={formatHarvest(plant.daysUntilHarvest, facts)} />
          {plant.location ? <Fact icon={MapPin} label={t("location")} value={plant.location} /> : null}
        </dl>
        <p className="text-xs text-muted-foreground" data-testid="watering-reason">
          {plant.wateringReason}
        </p>
        <div className="mt-auto grid grid-cols-2 gap-2 pt-1">
          <Button
            size="sm"
            onClick={() => recordWatering.mutate(plant.id)}
            disabled={recordWatering.isPending}
            aria-label={t("waterNowFor", { name })}
          >
            {recordWatering.isPending ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Droplets aria-hidden="true" />
            )}
            {recordWatering.isPending ? t("watering") : t("waterNow")}
          </Button>
          <PlantDetailsDialog plant={plant} />
        </div>
      </div>
    </Card>
  );
}

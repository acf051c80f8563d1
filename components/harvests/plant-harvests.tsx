"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Skeleton } from "@/components/ui/skeleton";
import { usePlantHarvests } from "@/hooks/use-harvests";
import { useFormat } from "@/hooks/use-format";
import { formatDay, formatWeight } from "@/lib/format";
import { harvestAmount } from "@/lib/harvest-log";

const SHOWN = 5;

/** One plant's harvests this year and their total (the plant details). */
export function PlantHarvests({ userPlantId, year }: { userPlantId: number; year: number }) {
  const t = useTranslations("Harvests");
  const harvests = usePlantHarvests(userPlantId, year);
  const format = useFormat();
  if (harvests.isPending) return <Skeleton className="h-12 w-full" role="status" aria-label={t("loading")} />;
  if (harvests.isError) return <ErrorAlert>{t("loadFailed")}</ErrorAlert>;
  const [total] = harvests.data.totals;
  if (!total) return <p className="text-sm text-muted-foreground">{t("nothingYet", { year })}</p>;
  const weight = total.weightGrams > 0 ? formatWeight(total.weightGrams, format) : null;
  const pieces = total.count > 0 ? t("piecesCount", { count: total.count }) : null;
  const amount = weight && pieces ? t("weightAndPieces", { weight, pieces }) : (weight ?? pieces ?? "");
  return (
    <div className="grid gap-2 text-sm">
      <p>{t.rich("totalIn", { amount, year, total: (chunks) => <span className="font-medium">{chunks}</span> })}</p>
      <ul className="grid gap-1 text-muted-foreground">
        {harvests.data.harvests.slice(0, SHOWN).map((harvest) => (
          <li key={harvest.id}>
            {harvest.harvestedBy
              ? t("harvestLineBy", { date: formatDay(harvest.harvestedOn, "day", format), quantity: harvestAmount(harvest.quantity, harvest.unit, t, format), name: harvest.harvestedBy.name })
              : t("harvestLine", { date: formatDay(harvest.harvestedOn, "day", format), quantity: harvestAmount(harvest.quantity, harvest.unit, t, format) })}
          </li>
        ))}
      </ul>
      <Link href={`/harvests?year=${year}`} className="font-medium text-primary underline-offset-4 hover:underline">
        {t("allHarvests")}
      </Link>
    </div>
  );
}

"use client";

import Link from "next/link";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Skeleton } from "@/components/ui/skeleton";
import { usePlantHarvests } from "@/hooks/use-harvests";
import { useFormat } from "@/hooks/use-format";
import { formatDay, formatWeight, plural } from "@/lib/format";
import { formatQuantity } from "@/lib/harvest-log";

const SHOWN = 5;

/** One plant's harvests this year and their total (the plant details). */
export function PlantHarvests({ userPlantId, year }: { userPlantId: number; year: number }) {
  const harvests = usePlantHarvests(userPlantId, year);
  const format = useFormat();
  if (harvests.isPending) return <Skeleton className="h-12 w-full" role="status" aria-label="Loading harvests" />;
  if (harvests.isError) return <ErrorAlert>Could not load the harvests.</ErrorAlert>;
  const [total] = harvests.data.totals;
  if (!total) return <p className="text-sm text-muted-foreground">Nothing harvested in {year} yet.</p>;
  const parts = [total.weightGrams > 0 ? formatWeight(total.weightGrams, format) : null, total.count > 0 ? plural(total.count, { one: "piece", other: "pieces" }) : null].filter(Boolean);
  return (
    <div className="grid gap-2 text-sm">
      <p>
        <span className="font-medium">{parts.join(" and ")}</span> in {year}
      </p>
      <ul className="grid gap-1 text-muted-foreground">
        {harvests.data.harvests.slice(0, SHOWN).map((harvest) => (
          <li key={harvest.id}>
            {formatDay(harvest.harvestedOn)}: {formatQuantity(harvest.quantity, harvest.unit)}
            {harvest.harvestedBy ? ` by ${harvest.harvestedBy.name}` : ""}
          </li>
        ))}
      </ul>
      <Link href={`/harvests?year=${year}`} className="font-medium text-primary underline-offset-4 hover:underline">
        All harvests
      </Link>
    </div>
  );
}

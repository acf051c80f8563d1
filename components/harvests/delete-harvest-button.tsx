"use client";

import { useTranslations } from "next-intl";
import { Loader2, Trash2 } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { useDeleteHarvest } from "@/hooks/use-harvests";

export function DeleteHarvestButton({ harvestId, label }: { harvestId: number; label: string }) {
  const t = useTranslations("Harvests");
  const deleteHarvest = useDeleteHarvest();
  return (
    <Button variant="ghost" size="icon" onClick={() => deleteHarvest.mutate(harvestId)} disabled={deleteHarvest.isPending} aria-label={t("deleteHarvest", { harvest: label })}>
      {deleteHarvest.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
    </Button>
  );
}

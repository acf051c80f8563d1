"use client";

import { useTranslations } from "next-intl";
import { Loader2 } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useSwitchGarden } from "@/hooks/use-gardens";

/** A plant's page opened from another of the gardener's gardens (a link a household member shared): switch to see it. */
export function SwitchToPlantGarden({ garden }: { garden: { id: number; name: string } }) {
  const t = useTranslations("Journal");
  const switchGarden = useSwitchGarden();
  return (
    <Card className="mx-auto max-w-lg">
      <CardContent className="grid gap-4">
        <h1 className="text-2xl font-semibold">{t("plantInGarden", { garden: garden.name })}</h1>
        <p className="text-muted-foreground">{t("otherGardenOpen", { garden: garden.name })}</p>
        <Button className="justify-self-start" onClick={() => switchGarden.mutate(garden)} disabled={switchGarden.isPending}>
          {switchGarden.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {switchGarden.isPending ? t("switching") : t("switchTo", { garden: garden.name })}
        </Button>
      </CardContent>
    </Card>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ListPlus, Loader2 } from "@/components/ui/icons";
import { useToasts } from "@/hooks/toasts";
import { useFormat } from "@/hooks/use-format";
import { usePlanPlant } from "@/hooks/use-planner";
import { formatDueDate } from "@/lib/tasks";

/** "Plan it": the plant into the garden and its sowing and planting out onto the Care Schedule. */
export function PlanItButton({ plantId, commonName, today }: { plantId: number; commonName: string; today: string }) {
  const t = useTranslations("Planner");
  const router = useRouter();
  const planPlant = usePlanPlant();
  const format = useFormat();
  const { explainedFailure } = useToasts();
  const pending = planPlant.isPending;
  function plan() {
    planPlant.mutate(plantId, {
      onSuccess: (planned) => {
        const steps = planned.tasks.map((task) => t("plannedStep", { task: task.title, date: formatDueDate(task.dueDate, today, format.locale) })).join(". ");
        toast.success(t(planned.addedToGarden ? "addedAndPlanned" : "planned", { plant: planned.userPlant.name }), {
          description: steps || t("alreadyPlanned"),
          action: { label: t("seeSchedule"), onClick: () => router.push("/schedule") },
        });
      },
      onError: (error) => explainedFailure(t("couldNotPlan", { plant: commonName }), error),
    });
  }
  return (
    <Button size="sm" variant="outline" onClick={plan} disabled={pending} aria-label={t("planLabel", { plant: commonName })}>
      {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ListPlus aria-hidden="true" />} {t("planIt")}
    </Button>
  );
}

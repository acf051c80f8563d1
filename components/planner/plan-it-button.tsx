"use client";

import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ListPlus, Loader2 } from "@/components/ui/icons";
import { explainedFailureToast } from "@/hooks/toasts";
import { usePlanPlant } from "@/hooks/use-planner";
import { formatDueDate } from "@/lib/tasks";

/** "Plan it": the plant into the garden and its sowing and planting out onto the Care Schedule. */
export function PlanItButton({ plantId, commonName, today }: { plantId: number; commonName: string; today: string }) {
  const router = useRouter();
  const planPlant = usePlanPlant();
  const pending = planPlant.isPending;
  function plan() {
    planPlant.mutate(plantId, {
      onSuccess: (planned) => {
        const steps = planned.tasks.map((task) => `${task.title}: ${formatDueDate(task.dueDate, today)}`).join(". ");
        toast.success(planned.addedToGarden ? `${planned.userPlant.name} added and planned` : `${planned.userPlant.name} planned`, {
          description: steps || "Its next steps are already on your Care Schedule.",
          action: { label: "See Schedule", onClick: () => router.push("/schedule") },
        });
      },
      onError: (error) => explainedFailureToast(`Could not plan ${commonName}`, error),
    });
  }
  return (
    <Button size="sm" variant="outline" onClick={plan} disabled={pending} aria-label={`Plan ${commonName}`}>
      {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ListPlus aria-hidden="true" />} Plan it
    </Button>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ListPlus, Loader2 } from "@/components/ui/icons";
import { explainedFailureToast } from "@/hooks/toasts";
import { apiJson } from "@/lib/api-client";
import { formatDueDate } from "@/lib/tasks";
import type { PlannedPlant } from "@/lib/planner";

/** "Plan it": the plant into the garden and its sowing and planting out onto the Care Schedule. */
export function PlanItButton({ plantId, commonName, today }: { plantId: number; commonName: string; today: string }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  async function plan() {
    setPending(true);
    try {
      const planned = await apiJson<PlannedPlant>("POST", "/api/planner", { plantId });
      const steps = planned.tasks.map((task) => `${task.title}: ${formatDueDate(task.dueDate, today)}`).join(". ");
      toast.success(planned.addedToGarden ? `${planned.userPlant.name} added and planned` : `${planned.userPlant.name} planned`, {
        description: steps || "Its next steps are already on your Care Schedule.",
        action: { label: "See Schedule", onClick: () => router.push("/schedule") },
      });
      router.refresh();
    } catch (error) {
      explainedFailureToast(`Could not plan ${commonName}`, error);
    } finally {
      setPending(false);
    }
  }
  return (
    <Button size="sm" variant="outline" onClick={plan} disabled={pending} aria-label={`Plan ${commonName}`}>
      {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ListPlus aria-hidden="true" />} Plan it
    </Button>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Loader2, Trash2 } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/api-client";
import { explainedFailureToast } from "@/hooks/toasts";

export function DeleteHarvestButton({ harvestId, label }: { harvestId: number; label: string }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  async function remove() {
    setPending(true);
    try {
      await apiRequest("DELETE", `/api/harvests/${harvestId}`);
      toast.success("Harvest deleted");
      router.refresh();
    } catch (error) {
      explainedFailureToast("Could not delete the harvest", error);
    } finally {
      setPending(false);
    }
  }
  return (
    <Button variant="ghost" size="icon" onClick={remove} disabled={pending} aria-label={`Delete ${label}`}>
      {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
    </Button>
  );
}

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { PlantStatus } from "@/lib/plant-status";
import { cn } from "@/lib/utils";

const STATUS_STYLES: Record<string, string> = {
  healthy: "bg-emerald-100 text-emerald-900",
  needs_attention: "bg-sky-100 text-sky-900",
  sick: "bg-amber-100 text-amber-900",
  blooming: "bg-pink-100 text-pink-900",
};

/** Each status's message (docs/product.md#states labels, as lib/plant-status.ts has them in English). */
const STATUS_KEYS = {
  healthy: "statusHealthy",
  needs_attention: "statusNeedsAttention",
  sick: "statusSick",
  blooming: "statusBlooming",
} as const satisfies Record<PlantStatus, string>;

/** A plant status in the gardener's language; anything else is 'Unknown'. */
export function usePlantStatusLabel(): (status: string | null | undefined) => string {
  const t = useTranslations("PlantCard");
  return (status) => t(status && Object.hasOwn(STATUS_KEYS, status) ? STATUS_KEYS[status as PlantStatus] : "statusUnknown");
}

export function PlantStatusBadge({ status, className }: { status: string; className?: string }) {
  const statusLabel = usePlantStatusLabel();
  return (
    <Badge variant="secondary" className={cn("border-transparent shadow-sm", STATUS_STYLES[status] ?? "bg-muted", className)}>
      {statusLabel(status)}
    </Badge>
  );
}

import { Badge } from "@/components/ui/badge";
import { plantStatusLabel } from "@/lib/plant-status";
import { cn } from "@/lib/utils";

const STATUS_STYLES: Record<string, string> = {
  healthy: "bg-emerald-100 text-emerald-900",
  needs_attention: "bg-sky-100 text-sky-900",
  sick: "bg-amber-100 text-amber-900",
  blooming: "bg-pink-100 text-pink-900",
};

export function PlantStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge variant="secondary" className={cn("border-transparent shadow-sm", STATUS_STYLES[status] ?? "bg-muted", className)}>
      {plantStatusLabel(status)}
    </Badge>
  );
}

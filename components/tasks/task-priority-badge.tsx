import { Badge } from "@/components/ui/badge";
import { TASK_PRIORITY_LABELS, type TaskPriority } from "@/lib/tasks";
import { cn } from "@/lib/utils";

const PRIORITY_STYLES: Record<TaskPriority, string> = {
  high: "bg-red-100 text-red-900",
  medium: "bg-amber-100 text-amber-900",
  low: "bg-emerald-100 text-emerald-900",
};

export function TaskPriorityBadge({ priority }: { priority: TaskPriority }) {
  return (
    <Badge variant="secondary" className={cn("border-transparent", PRIORITY_STYLES[priority])}>
      {TASK_PRIORITY_LABELS[priority]}
    </Badge>
  );
}

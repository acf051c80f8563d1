import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { TaskPriority } from "@/lib/tasks";
import { cn } from "@/lib/utils";

const PRIORITY_STYLES: Record<TaskPriority, string> = {
  high: "bg-red-100 text-red-900",
  medium: "bg-amber-100 text-amber-900",
  low: "bg-emerald-100 text-emerald-900",
};

/** Each priority's label ("High", "Hoch"): its "Tasks" message. */
export const PRIORITY_KEYS = { high: "priorityHigh", medium: "priorityMedium", low: "priorityLow" } as const satisfies Record<TaskPriority, string>;

export function TaskPriorityBadge({ priority }: { priority: TaskPriority }) {
  const t = useTranslations("Tasks");
  return (
    <Badge variant="secondary" className={cn("border-transparent", PRIORITY_STYLES[priority])}>
      {t(PRIORITY_KEYS[priority])}
    </Badge>
  );
}

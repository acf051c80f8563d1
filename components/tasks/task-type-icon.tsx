import { Bean, Droplets, Leaf, Scissors, Search, Shovel, Wheat, type Icon } from "@/components/ui/icons";
import type { TaskType } from "@/lib/tasks";
import { cn } from "@/lib/utils";

const ICONS: Record<TaskType, Icon> = {
  water: Droplets,
  fertilize: Leaf,
  prune: Scissors,
  harvest: Wheat,
  inspect: Search,
  sow: Bean,
  transplant: Shovel,
};

export function TaskTypeIcon({ type, className }: { type: TaskType; className?: string }) {
  const Icon = ICONS[type];
  return <Icon className={cn("size-4 shrink-0", className)} aria-hidden="true" />;
}

import type { MemberRef } from "./garden-types";
import type { TaskOrigin, TaskPriority, TaskType } from "./tasks";

/** JSON shape of a care task (docs/product.md#entities). */
export type Task = {
  id: number;
  title: string;
  completed: boolean;
  completedAt: string | null;
  /** YYYY-MM-DD in the gardener's time zone. */
  dueDate: string;
  priority: TaskPriority;
  taskType: TaskType;
  estimatedMinutes: number;
  /** "schedule" tasks are planned from the plant's care rhythm; "user" tasks are the gardener's own. */
  origin: TaskOrigin;
  userPlantId: number | null;
  userPlant: { id: number; name: string } | null;
  /** Who completed it (null while open, or once their account is gone). */
  completedBy: MemberRef | null;
  /** The member it is left to; null: anyone. */
  assignedTo: MemberRef | null;
  /** A planned watering's reason, in plain words (docs/watering.md); null for every other task. */
  wateringReason: string | null;
  /** A gardener's own task that comes round again this many days after it is done (1 to 365); null: once. */
  repeatEveryDays: number | null;
  createdAt: string;
};

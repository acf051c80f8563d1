import type { UserPlantWithWatering } from "./garden-types";
import type { Task } from "./task-types";

/** GET /api/dashboard/stats (docs/product.md#entities). */
export type DashboardStats = { tasksToday: number; recentlyPlanted: number };

/** docs/product.md#constants: the dashboard's garden strip shows at most 4 plants. */
export const DASHBOARD_PLANT_LIMIT = 4;
/** docs/product.md#screens: Today's Tasks shows the first 5 open tasks. */
export const DASHBOARD_TASK_LIMIT = 5;

/** GET /api/dashboard/garden: the plants the strip shows (newest first) and how many there are. */
export type DashboardGarden = { plants: UserPlantWithWatering[]; total: number };

/**
 * GET /api/dashboard/tasks, what Today's Tasks shows: the first 5 open tasks due today or overdue
 * (in the order of GET /api/tasks) and how many of each there are; when none are due, the first 5
 * coming up (`comingUp`, else empty).
 */
export type DashboardTasks = { due: Task[]; dueToday: number; overdue: number; comingUp: Task[] };

/** GET /api/tasks/done-today: the tasks completed today in the garden, latest first. */
export type TasksDoneToday = Task[];

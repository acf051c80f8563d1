import type { UserPlantWithWatering } from "./garden-types";
import type { Task } from "./task-types";

/** GET /api/dashboard/stats (spec §3). */
export type DashboardStats = { tasksToday: number; recentlyPlanted: number };

/** Spec §9: the dashboard's garden strip shows at most 4 plants. */
export const DASHBOARD_PLANT_LIMIT = 4;
/** Spec §2: Today's Tasks shows the first 5 open tasks. */
export const DASHBOARD_TASK_LIMIT = 5;

/** GET /api/dashboard/garden: the plants the strip shows (newest first) and how many there are. */
export type DashboardGarden = { plants: UserPlantWithWatering[]; total: number };

/** GET /api/dashboard/tasks: the open tasks Today's Tasks shows, in the order of GET /api/tasks. */
export type DashboardTasks = Task[];

/** GET /api/dashboard/stats (spec §3). */
export type DashboardStats = { tasksToday: number; recentlyPlanted: number };

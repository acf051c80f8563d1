// React Query keys are the REST paths (the default query function joins them with "/").
export const queryKeys = {
  catalogue: ["/api/plants"] as const,
  userPlants: ["/api/user-plants"] as const,
  userPlantsWithWatering: ["/api/user-plants/with-watering"] as const,
  wateringHistory: (userPlantId: number) => ["/api/watering/history", userPlantId] as const,
  dashboardStats: ["/api/dashboard/stats"] as const,
  tasks: ["/api/tasks"] as const,
  user: ["/api/user"] as const,
  weather: ["/api/weather"] as const,
};

// Every React Query key of the app. Keys are the REST paths (the default query function joins them with "/").
export const queryKeys = {
  catalogue: ["/api/plants"] as const,
  userPlants: ["/api/user-plants"] as const,
  userPlantsWithWatering: ["/api/user-plants/with-watering"] as const,
  /** Every plant's watering history (a prefix of `wateringHistory`). */
  wateringHistories: ["/api/watering/history"] as const,
  wateringHistory: (userPlantId: number) => ["/api/watering/history", userPlantId] as const,
  /** A plant's water balance: under `userPlants`, so whatever refreshes the garden refreshes it. */
  waterBalance: (userPlantId: number) => ["/api/user-plants", userPlantId, "water-balance"] as const,
  dashboardStats: ["/api/dashboard/stats"] as const,
  dashboardGarden: ["/api/dashboard/garden"] as const,
  dashboardTasks: ["/api/dashboard/tasks"] as const,
  tasksDoneToday: ["/api/tasks/done-today"] as const,
  weather: ["/api/weather"] as const,
  /** One plant's harvests of a year (GET /api/harvests?year=&userPlantId=), for the plant details. */
  plantHarvests: (userPlantId: number, year: number) => [`/api/harvests?year=${year}&userPlantId=${userPlantId}`] as const,
  /** The place step's suggestions for what was typed (GET /api/places?q=). */
  placeSuggestions: (query: string) => ["/api/places", { q: query }] as const,
  diagnoses: ["/api/diagnoses"] as const,
  calendarFeed: ["/api/calendar"] as const,
  notifications: ["/api/notifications"] as const,
  apiTokens: ["/api/tokens"] as const,
  clerkConfig: ["/api/clerk/config"] as const,
  signedInSessions: ["/api/user/sessions"] as const,
  gardens: ["/api/gardens"] as const,
  gardenMembers: (gardenId: number) => ["/api/gardens", gardenId, "members"] as const,
  gardenInvites: (gardenId: number) => ["/api/gardens", gardenId, "invites"] as const,
};

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
  /** A plant's timeline (all kinds, or the kinds listed), under `userPlants`: a watering or a task done refreshes it. */
  plantTimeline: (userPlantId: number, kinds: readonly string[] = []) => ["/api/user-plants", userPlantId, "timeline", kinds.join(",")] as const,
  /** Every timeline of a plant (a prefix of `plantTimeline`). */
  plantTimelines: (userPlantId: number) => ["/api/user-plants", userPlantId, "timeline"] as const,
  /** A plant's photos, for its photo strip (GET /api/user-plants/{id}/photos). */
  plantPhotos: (userPlantId: number) => ["/api/user-plants", userPlantId, "photos"] as const,
  /** The garden's journal; with its filters as the query string (GET /api/journal?...). */
  gardenJournal: (query = "") => ["/api/journal", query] as const,
  gardenJournals: ["/api/journal"] as const,
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

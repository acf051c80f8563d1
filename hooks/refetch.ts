// One invalidation rule per family of data, so a change refreshes the same things whichever screen made it.
// Only the queries on screen refetch at once; the others are fetched again when next shown.
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { queryKeys } from "./query-keys";

function invalidate(queryClient: QueryClient, keys: readonly QueryKey[]) {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * Garden: a plant added, changed, removed or watered. Both plant lists and the dashboard (counts,
 * plants and tasks: the server plans care tasks from each plant's rhythm) follow.
 */
export function refetchGarden(queryClient: QueryClient) {
  return invalidate(queryClient, [
    queryKeys.userPlants,
    queryKeys.userPlantsWithWatering,
    queryKeys.dashboardStats,
    queryKeys.dashboardGarden,
    queryKeys.dashboardTasks,
    queryKeys.tasksDoneToday,
  ]);
}

/** A journal entry written, changed, deleted or sent from the offline queue: its plant's timeline and photos, and the garden's journal. */
export function refetchJournal(queryClient: QueryClient, userPlantId: number) {
  return invalidate(queryClient, [queryKeys.plantTimelines(userPlantId), queryKeys.plantPhotos(userPlantId), queryKeys.gardenJournals]);
}

/** Tasks: everything the garden shows (the plants' water balances too), and the watering histories (a done water task is a watering). */
export function refetchTasks(queryClient: QueryClient) {
  return Promise.all([refetchGarden(queryClient), invalidate(queryClient, [queryKeys.wateringHistories])]);
}

/**
 * Profile: the place sets the weather and the growing season, the time zone sets what "today" and
 * "due" mean, so the weather and everything dated follow.
 */
export function refetchProfile(queryClient: QueryClient) {
  return Promise.all([invalidate(queryClient, [queryKeys.weather]), refetchTasks(queryClient)]);
}

/** Diagnoses: a new analysis joins the history, and a linked plant may now be marked sick. */
export function refetchDiagnoses(queryClient: QueryClient) {
  return Promise.all([invalidate(queryClient, [queryKeys.diagnoses]), refetchGarden(queryClient)]);
}

import type { UserPlantWithWatering } from "@/lib/garden-types";
import { ServerData } from "@/components/layout/server-data";
import { MyGarden } from "./my-garden";

/** /plants with the plants the server rendered handed to the client cache. Server component. */
export function MyGardenView({ initialPlants, openCatalogue, chosenSlug }: { initialPlants: UserPlantWithWatering[]; openCatalogue: boolean; chosenSlug?: string }) {
  return (
    <ServerData userPlantsWithWatering={initialPlants}>
      <MyGarden openCatalogue={openCatalogue} chosenSlug={chosenSlug} />
    </ServerData>
  );
}

import { useTranslations } from "next-intl";
import type { UserPlantWithWatering } from "@/lib/garden-types";
import { PlantCard } from "./plant-card";
import { PLANT_GRID } from "./plant-grid-skeleton";


export function PlantGrid({ plants }: { plants: UserPlantWithWatering[] }) {
  const t = useTranslations("Garden");
  return (
    <ul className={PLANT_GRID} aria-label={t("yourPlants")}>
      {plants.map((plant) => (
        <li key={plant.id}>
          <PlantCard plant={plant} />
        </li>
      ))}
    </ul>
  );
}

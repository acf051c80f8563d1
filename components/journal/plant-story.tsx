"use client";

import { PlantDetails } from "@/components/garden/plant-details-dialog";
import { Card, CardContent } from "@/components/ui/card";
import { usePlantNames } from "@/hooks/use-plant-names";
import type { UserPlantWithWatering } from "@/lib/garden-types";
import { JournalEntryForm } from "./journal-entry-form";
import { PhotoStrip } from "./photo-strip";
import { PlantTimeline } from "./plant-timeline";

/** The plant page's body: its details beside the journal to write in, its photos and its timeline. `gardenId`: the garden it is in (the open one). */
export function PlantStory({ plant, gardenId, today }: { plant: UserPlantWithWatering; gardenId: number; today: string }) {
  const name = usePlantNames().displayName(plant);
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      {/* On a phone the story comes first: the details follow it. */}
      <Card className="order-last p-4 lg:sticky lg:top-20 lg:order-first">
        <PlantDetails plant={plant} deleting={false} showJournal={false} />
      </Card>
      <div className="grid min-w-0 gap-6">
        <Card>
          <CardContent className="p-4 sm:p-6">
            <JournalEntryForm userPlantId={plant.id} gardenId={gardenId} plantName={name} today={today} />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="p-4 sm:p-6">
            <PhotoStrip userPlantId={plant.id} plantName={name} />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="p-4 sm:p-6">
            <PlantTimeline userPlantId={plant.id} today={today} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

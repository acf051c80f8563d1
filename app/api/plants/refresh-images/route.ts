import { NextResponse } from "next/server";
import type { RefreshedPlantImages } from "@/lib/plant-api-types";
import { refreshPlantImages } from "@/server/garden/garden-images";
import { withUser } from "@/server/http/handler";

export const POST = withUser(async ({ gardener }) => NextResponse.json<RefreshedPlantImages>({ updatedPlants: await refreshPlantImages(gardener) }));

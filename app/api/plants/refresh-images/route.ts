import { NextResponse } from "next/server";
import { refreshPlantImages } from "@/server/garden/garden-images";
import { withUser } from "@/server/http/handler";

export const POST = withUser(async ({ gardener }) => NextResponse.json({ updatedPlants: await refreshPlantImages(gardener) }));

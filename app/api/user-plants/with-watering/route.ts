import { NextResponse } from "next/server";
import type { UserPlantWithWatering } from "@/lib/garden-types";
import { keepCarePlanCurrent } from "@/server/care/care-plan";
import { listUserPlants } from "@/server/garden/plants";
import { withUser } from "@/server/http/handler";

/** The garden's plants with their watering, from the water plans kept current first (free when nothing changed). */
export const GET = withUser(async ({ gardener }) => NextResponse.json<UserPlantWithWatering[]>(await listUserPlants(await keepCarePlanCurrent(gardener))));

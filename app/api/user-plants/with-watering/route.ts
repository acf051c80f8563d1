import { NextResponse } from "next/server";
import { listUserPlants } from "@/server/garden/plants";
import { withUser } from "@/server/http/handler";

export const GET = withUser(async ({ gardener }) => NextResponse.json(await listUserPlants(gardener)));

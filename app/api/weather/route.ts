import { NextResponse } from "next/server";
import { withUser } from "@/server/http/handler";
import { weatherForGardener } from "@/server/weather";

export const GET = withUser(async ({ gardener }) => NextResponse.json(await weatherForGardener(gardener)));

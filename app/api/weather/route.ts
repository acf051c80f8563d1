import { NextResponse } from "next/server";
import type { WeatherResponse } from "@/lib/weather";
import { withUser } from "@/server/http/handler";
import { weatherForGardener } from "@/server/weather";

export const GET = withUser(async ({ gardener }) => NextResponse.json<WeatherResponse>(await weatherForGardener(gardener)));

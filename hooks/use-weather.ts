"use client";

import { useQuery } from "@tanstack/react-query";
import type { WeatherResponse } from "@/lib/weather";
import { queryKeys } from "./query-keys";

/** The forecast for the garden's place; `enabled` false (no place yet) asks the server nothing. */
export function useWeather(enabled = true) {
  return useQuery<WeatherResponse>({ queryKey: queryKeys.weather, enabled });
}

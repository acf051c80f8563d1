"use client";

import { useQuery } from "@tanstack/react-query";
import type { WeatherResponse } from "@/lib/weather";
import { queryKeys } from "./query-keys";

export function useWeather() {
  return useQuery<WeatherResponse>({ queryKey: queryKeys.weather });
}

"use client";

import { useEffect, useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { PLACE_QUERY_MIN, type PlaceSuggestions } from "@/lib/place";
import { queryKeys } from "./query-keys";

/** How long typing must pause before the suggestions are asked for. */
const TYPING_PAUSE_MS = 250;

/** The places the geocoder knows for what the gardener is typing, asked once the typing pauses. */
export function usePlaceSuggestions(typed: string) {
  const [query, setQuery] = useState(typed.trim());
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const searchable = query.length >= PLACE_QUERY_MIN;
  const suggestions = useQuery({
    queryKey: queryKeys.placeSuggestions(query),
    queryFn: () => apiJson<PlaceSuggestions>("GET", `/api/places?q=${encodeURIComponent(query)}`),
    enabled: searchable,
    placeholderData: keepPreviousData,
  });
  return { query, searchable, settled: query === typed.trim(), suggestions };
}

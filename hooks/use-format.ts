"use client";

import { createContext, useContext } from "react";
import type { FormatOptions } from "@/lib/format";

/**
 * The signed-in gardener's time zone and units, for lib/format.ts: given by the app's layout (a
 * server render), so a change in Settings reaches every screen with the page's refresh.
 */
export const FormatContext = createContext<FormatOptions>({});

/** How the gardener reads dates and measurements: pass it to lib/format.ts's functions. */
export function useFormat(): FormatOptions {
  return useContext(FormatContext);
}

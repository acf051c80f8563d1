"use client";

import { useEffect } from "react";
import { usePathname } from "next/navigation";

/** docs/product.md#constants: retried because late layout shifts can scroll the page again. */
export const SCROLL_TO_TOP_RETRY_DELAYS_MS = [1, 10, 50, 100, 200] as const;

export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    window.scrollTo(0, 0);
    const timers = SCROLL_TO_TOP_RETRY_DELAYS_MS.map((delay) => window.setTimeout(() => window.scrollTo(0, 0), delay));
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [pathname]);
  return null;
}

"use client";

import { useEffect } from "react";
import { registerServiceWorker } from "@/lib/push-subscription";

/** Installs the app's service worker (reminders, the offline page) once the signed-in app has loaded. */
export function ServiceWorker() {
  useEffect(() => {
    registerServiceWorker()?.catch((error: unknown) => console.warn("The service worker could not be registered:", error));
  }, []);
  return null;
}

"use client";

import { useEffect } from "react";
import { useJournalOutboxSender } from "@/hooks/use-journal-outbox-sender";
import { registerServiceWorker } from "@/lib/push-subscription";

/**
 * Installs the app's service worker (reminders, the offline page, the journal outbox) once the
 * signed-in app has loaded, and sends the journal entries kept on this device when the connection
 * is back, from whichever screen is open: the signed-in user's (`userId`), whose they are.
 */
export function ServiceWorker({ userId }: { userId: string }) {
  useJournalOutboxSender(userId);
  useEffect(() => {
    registerServiceWorker()?.catch((error: unknown) => console.warn("The service worker could not be registered:", error));
  }, []);
  return null;
}

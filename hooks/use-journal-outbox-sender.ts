"use client";

import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { refetchJournal } from "./refetch";

/** The sent entries whose screens were refreshed already: every mounted hook hears each one, one refreshes. */
const refreshedFor = new Set<string>();

/**
 * Sends the journal entries kept on this device (lib/journal-outbox.ts) when the browser comes
 * online, and at once if it is; refreshes the plant's timeline and photos and the garden's journal
 * as each one reaches the server, whoever sent it (this tab, another, or the service worker).
 * Mounted once for the signed-in app (components/layout/service-worker.tsx), so browsers without
 * Background Sync (Firefox, Safari) send them from any screen. The outbox's code is loaded after
 * the page, so screens that never write an entry do not carry it.
 */
export function useJournalOutboxSender() {
  const queryClient = useQueryClient();

  useEffect(() => {
    let mounted = true;
    let stop = () => {};
    void import("@/lib/journal-outbox").then(({ flushJournalOutbox, subscribeToJournalOutbox }) => {
      if (!mounted) return;
      // Calls made while a flush runs share it, so every mounted hook may ask.
      const flush = () => {
        flushJournalOutbox().catch((error: unknown) => console.warn("The journal entries kept on this device could not be sent:", error));
      };
      const unsubscribe = subscribeToJournalOutbox((change) => {
        if (change.sent === undefined || refreshedFor.has(change.sent)) return;
        refreshedFor.add(change.sent);
        void refetchJournal(queryClient, change.plantId);
      });
      if (navigator.onLine) flush();
      window.addEventListener("online", flush);
      stop = () => {
        unsubscribe();
        window.removeEventListener("online", flush);
      };
    });
    return () => {
      mounted = false;
      stop();
    };
  }, [queryClient]);
}

"use client";

import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { discardQueuedEntry, flushJournalOutbox, listQueuedEntries, subscribeToJournalOutbox, type QueuedJournalEntry } from "@/lib/journal-outbox";
import { refetchJournal } from "./refetch";

/** The sent entries whose screens were refreshed already: every mounted hook hears each one, one refreshes. */
const refreshedFor = new Set<string>();

function flushQuietly() {
  flushJournalOutbox().catch((error: unknown) => console.warn("The journal entries kept on this device could not be sent:", error));
}

/**
 * Sends the journal entries kept on this device (lib/journal-outbox.ts) when the browser comes
 * online, and at once if it is; refreshes the plant's timeline and photos and the garden's journal
 * as each one reaches the server, whoever sent it (this tab, another, or the service worker).
 * Mounted once for the signed-in app (components/layout/service-worker.tsx), so browsers without
 * Background Sync (Firefox, Safari) send them from any screen.
 */
export function useJournalOutboxSender() {
  const queryClient = useQueryClient();

  useEffect(
    () =>
      subscribeToJournalOutbox((change) => {
        if (change.sent === undefined || refreshedFor.has(change.sent)) return;
        refreshedFor.add(change.sent);
        void refetchJournal(queryClient, change.plantId);
      }),
    [queryClient],
  );

  useEffect(() => {
    // Calls made while a flush runs share it (lib/journal-outbox.ts), so every mounted hook may ask.
    if (navigator.onLine) flushQuietly();
    window.addEventListener("online", flushQuietly);
    return () => window.removeEventListener("online", flushQuietly);
  }, []);
}

/**
 * The journal entries kept on this device until there is a connection, of one plant or of all,
 * oldest first ("failed" ones too, with the server's `error`); read again whenever the queue
 * changes. Sends them as useJournalOutboxSender does.
 */
export function useQueuedJournalEntries(plantId?: number): QueuedJournalEntry[] {
  const [queued, setQueued] = useState<{ plantId?: number; entries: QueuedJournalEntry[] }>({ entries: [] });
  useJournalOutboxSender();

  useEffect(() => {
    let current = true;
    const reread = () => {
      void listQueuedEntries(plantId).then((entries) => {
        if (current) setQueued({ plantId, entries });
      });
    };
    const unsubscribe = subscribeToJournalOutbox((change) => {
      if (plantId === undefined || change.plantId === plantId) reread();
    });
    reread();
    return () => {
      current = false;
      unsubscribe();
    };
  }, [plantId]);

  // Until the new plant's list is read, none rather than the last plant's.
  return queued.plantId === plantId ? queued.entries : [];
}


/** Forgets an entry kept on this device (one the server refused); the lists showing it read the queue again. */
export function discardQueuedJournalEntry(clientId: string): Promise<boolean> {
  return discardQueuedEntry(clientId);
}

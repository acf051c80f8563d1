"use client";

import { useEffect, useState } from "react";
import { discardQueuedEntry, listQueuedEntries, subscribeToJournalOutbox, type QueuedJournalEntry } from "@/lib/journal-outbox";
import { useJournalOutboxSender } from "./use-journal-outbox-sender";

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

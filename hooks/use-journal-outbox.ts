"use client";

import { useEffect, useState } from "react";
import { discardQueuedEntry, flushJournalOutbox, listQueuedEntries, retryQueuedEntry, subscribeToJournalOutbox, type QueuedJournalEntry } from "@/lib/journal-outbox";
import { signedInUserId, useJournalOutboxSender, useSignedInUserId } from "./use-journal-outbox-sender";

type Listed = { plantId?: number; userId: string | null; entries: QueuedJournalEntry[] };

/**
 * The signed-in user's journal entries kept on this device until there is a connection, of one
 * plant or of all, oldest first ("failed" ones too, with the server's `error`); read again whenever
 * the queue changes. Another account's entries (a shared phone) are not shown, and none are until
 * the signed-in user is known. Sends them as useJournalOutboxSender does.
 */
export function useQueuedJournalEntries(plantId?: number): QueuedJournalEntry[] {
  const userId = useSignedInUserId();
  const [queued, setQueued] = useState<Listed>({ userId: null, entries: [] });
  useJournalOutboxSender(userId);

  useEffect(() => {
    if (userId === null) return;
    let current = true;
    const reread = () => {
      void listQueuedEntries(plantId, userId).then((entries) => {
        if (current) setQueued({ plantId, userId, entries });
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
  }, [plantId, userId]);

  // Until the new plant's (or user's) list is read, none rather than the last one's.
  return userId !== null && queued.plantId === plantId && queued.userId === userId ? queued.entries : [];
}

/** Forgets an entry kept on this device (one the server refused); the lists showing it read the queue again. */
export function discardQueuedJournalEntry(clientId: string): Promise<boolean> {
  return discardQueuedEntry(clientId);
}

/**
 * "Try Again": an entry the server refused waits to be sent again, and is sent at once when there is
 * a connection (the lists showing it read the queue again). False when it is not a failed entry.
 */
export async function retryQueuedJournalEntry(clientId: string): Promise<boolean> {
  const retried = await retryQueuedEntry(clientId);
  const userId = signedInUserId();
  if (retried && userId !== null && navigator.onLine) {
    flushJournalOutbox({ userId }).catch((error: unknown) => console.warn("The journal entries kept on this device could not be sent:", error));
  }
  return retried;
}

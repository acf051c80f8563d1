// Journal entries written with no signal: kept on the phone (IndexedDB) and sent when the
// connection is back, by the page (hooks/use-journal-outbox.ts) or, with no page open, by the
// service worker (public/sw.js, on Background Sync). Browser-only: nothing here runs at import time.
//
// THE OUTBOX LAYOUT. public/sw.js flushes the same queue in plain JavaScript and keeps the same
// names and rules; this comment is the one description of them (lib/journal-outbox.test.ts checks
// that both files agree, and runs sw.js's flush against the same store).
//
//   IndexedDB database "garden-outbox" (OUTBOX_DB_NAME), version 1 (OUTBOX_DB_VERSION)
//     object store "journal" (JOURNAL_STORE), keyPath "clientId", one index "queuedAt" on `queuedAt`
//     (entries are sent oldest first). Whoever opens the database first creates both.
//   A record (QueuedJournalEntry):
//     clientId    a UUID made when the entry was written; sent as the `clientId` field, so the server
//                 saves an entry sent twice only once (201 the first time, 200 with the same entry after)
//     userId      who wrote it (the signed-in user's id); sent as the `authorId` field. A phone may be
//                 shared: only that user's flush sends it and only they see it listed; the server
//                 answers 409 when the session is another user's. (A record without one, from before
//                 it was recorded, is listed for no one and sent by no one.)
//     plantId     the user plant: POST /api/user-plants/{plantId}/journal?garden={gardenId}
//     gardenId    the garden the plant was in when written, sent as `?garden=` so it lands there even
//                 after the author switched gardens (a garden they left: 404)
//     text, date (YYYY-MM-DD, fixed when queued), tags (string[]), photos (Blob[], already scaled),
//     photoNames (string[], one per photo), queuedAt (ms since the epoch)
//     state       "waiting": to send; "sending": claimed by a flusher at `sendingAt` (ms); "failed":
//                 the server refused it (a 4xx but 401, 408, 409, 429), never sent again by itself, `error` says why
//     error?      the API's message (also kept on a "waiting" entry after a 5xx, 401, 408, 409 or 429);
//                 none when something else (a proxy) answered
//   Flushing is for one user, the signed-in one: the page knows them (the app's layout gives their
//   id); the service worker first asks GET /api/user ({ user: { id } }; a 401 or no answer: nothing
//   is sent now, try again later; with no entry but failed ones it asks nothing). One entry at a
//   time, oldest first:
//     1. claim, in one readwrite transaction: the oldest entry of that user that is not "failed" and
//        not already left waiting by this flush (a 409, below); another user's entries are passed
//        over, whatever their state. If it is "sending" and claimed less than 2 minutes ago
//        (STALE_SENDING_MS) someone else is flushing: stop; otherwise set it "sending" with
//        `sendingAt` = now. Transactions on one store run one at a time, so the page, another tab
//        and the service worker never claim the same entry twice.
//     2. POST it (multipart: text, date, tags repeated, photos repeated with their names, clientId,
//        authorId = userId) to /api/user-plants/{plantId}/journal?garden={gardenId}.
//     3. 200/201 with JSON: delete it. A network failure (fetch rejects, or an answer that is not the
//        API's JSON, e.g. a captive portal), a 5xx, 401, 408 or 429: back to "waiting" (if still
//        ours) and stop. Any 409 (the session is not the author's; or another request is saving
//        the same entry): back to "waiting" with the server's message, never "failed", and go on
//        to the next (its author's next flush sends it). Any other 4xx: "failed" with the server's
//        message, and go on to the next.
//   "failed" goes back to "waiting" only when the user asks (retryQueuedEntry: "Try Again").
//   Every change is announced on BroadcastChannel "garden-outbox" (OUTBOX_CHANNEL) as
//   { type: "journal-outbox-changed", plantId, sent?: clientId }.
//   The service worker flushes on the Background Sync tag "journal-outbox" (OUTBOX_SYNC_TAG) and on
//   the message { type: "flush-journal-outbox" } (FLUSH_OUTBOX_MESSAGE).

import type { JournalEntry } from "./journal-types";

export const OUTBOX_DB_NAME = "garden-outbox";
export const OUTBOX_DB_VERSION = 1;
export const JOURNAL_STORE = "journal";
export const QUEUED_AT_INDEX = "queuedAt";
export const OUTBOX_CHANNEL = "garden-outbox";
export const OUTBOX_SYNC_TAG = "journal-outbox";
export const OUTBOX_CHANGED = "journal-outbox-changed";
export const FLUSH_OUTBOX_MESSAGE = "flush-journal-outbox";
/** A "sending" entry claimed longer ago than this was left by a flusher that died (a closed tab): it is waiting again. */
export const STALE_SENDING_MS = 2 * 60 * 1000;

export type QueuedEntryState = "waiting" | "sending" | "failed";

/** One entry waiting on this device (see the layout above). */
export type QueuedJournalEntry = {
  clientId: string;
  /** Who wrote it: only their flush sends it, only they see it. */
  userId: string;
  plantId: number;
  gardenId: number;
  text: string;
  date: string;
  tags: string[];
  photos: Blob[];
  photoNames: string[];
  queuedAt: number;
  state: QueuedEntryState;
  sendingAt?: number;
  error?: string;
};

/** What the entry form sends: the photos already scaled (lib/shrink-photo.ts). */
export type JournalEntryInput = {
  text: string;
  /** YYYY-MM-DD; empty for today (a queued entry keeps the day it was written). */
  date: string;
  tags: readonly string[];
  photos: readonly File[];
  /** The signed-in user, its author: a queued entry is sent only in their session (and shown only to them). */
  userId: string;
  /** The open garden, so an entry sent later lands in the garden it was written in. */
  gardenId: number;
};

export type SendJournalResult = { status: "sent"; entry: JournalEntry } | { status: "queued"; clientId: string };

/** What the outbox announces on its BroadcastChannel, from the page or the service worker. */
export type JournalOutboxChange = { type: typeof OUTBOX_CHANGED; plantId: number; sent?: string };

/** What a flush did: the entries it sent and marked failed, and whether some are still waiting for a later try. */
export type JournalOutboxFlush = { sent: string[]; failed: string[]; retryLater: boolean };

/** Whose entries a flush sends: the signed-in user's. */
export type JournalOutboxFlushOptions = { userId: string };

/**
 * The server refused the entry (4xx or 5xx): `message` is its `error`, for the form to show (in the
 * gardener's language: the API writes it so); `answered` is false when the answer was not the API's
 * (a proxy's error page), and the message is then this file's English one.
 */
export class JournalSendError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: unknown,
    readonly answered = true,
  ) {
    super(message);
    this.name = "JournalSendError";
  }
}

/** Offline, and this browser cannot keep the entry (no IndexedDB, storage full, private browsing): the form says so in the gardener's words. */
export class OutboxUnavailableError extends Error {
  constructor(options?: ErrorOptions) {
    super("You're offline, and this browser can't keep the entry to send later. Try again when you have a connection.", options);
    this.name = "OutboxUnavailableError";
  }
}

// ---- The database ---------------------------------------------------------------------------

let openDatabase: Promise<IDBDatabase> | null = null;

function outboxDatabase(): Promise<IDBDatabase> | null {
  if (typeof indexedDB === "undefined") return null;
  openDatabase ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(OUTBOX_DB_NAME, OUTBOX_DB_VERSION);
    request.onupgradeneeded = () => {
      const database = request.result;
      if (!database.objectStoreNames.contains(JOURNAL_STORE)) {
        database.createObjectStore(JOURNAL_STORE, { keyPath: "clientId" }).createIndex(QUEUED_AT_INDEX, "queuedAt");
      }
    };
    request.onsuccess = () => {
      const database = request.result;
      // A newer layout opened elsewhere: let it upgrade, and open again next time.
      database.onversionchange = () => {
        database.close();
        openDatabase = null;
      };
      resolve(database);
    };
    request.onerror = () => reject(request.error ?? new Error("The outbox could not be opened."));
    request.onblocked = () => reject(new Error("The outbox is held open by an older tab."));
  }).catch((error: unknown) => {
    openDatabase = null;
    throw error;
  });
  return openDatabase;
}

/**
 * Runs `work` in one transaction of the journal store and resolves with what it set once the
 * transaction has committed (so a claim is durable before the entry is sent).
 */
async function inJournalStore<T>(mode: IDBTransactionMode, initial: T, work: (store: IDBObjectStore, set: (value: T) => void) => void): Promise<T> {
  const database = await outboxDatabase();
  if (!database) return initial;
  return new Promise<T>((resolve, reject) => {
    const transaction = database.transaction(JOURNAL_STORE, mode);
    let result = initial;
    transaction.oncomplete = () => resolve(result);
    transaction.onerror = () => reject(transaction.error ?? new Error("The outbox could not be read."));
    transaction.onabort = () => reject(transaction.error ?? new Error("The outbox transaction was aborted."));
    work(transaction.objectStore(JOURNAL_STORE), (value) => {
      result = value;
    });
  });
}

function isStale(entry: QueuedJournalEntry, now: number): boolean {
  return entry.state === "sending" && Math.abs(now - (entry.sendingAt ?? 0)) >= STALE_SENDING_MS;
}

/** The entry as it should be shown: one whose flusher died is waiting again. */
function asShown(entry: QueuedJournalEntry, now: number): QueuedJournalEntry {
  if (!isStale(entry, now)) return entry;
  const waiting: QueuedJournalEntry = { ...entry, state: "waiting" };
  delete waiting.sendingAt;
  return waiting;
}

// ---- Announcing changes ---------------------------------------------------------------------

const listeners = new Set<(change: JournalOutboxChange) => void>();
let channel: BroadcastChannel | null | undefined;

function isOutboxChange(data: unknown): data is JournalOutboxChange {
  return typeof data === "object" && data !== null && (data as { type?: unknown }).type === OUTBOX_CHANGED && typeof (data as { plantId?: unknown }).plantId === "number";
}

function outboxChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(OUTBOX_CHANNEL) : null;
  // Another tab's or the service worker's changes (a channel never hears its own messages: this page's go to `listeners` directly).
  channel?.addEventListener("message", (event: MessageEvent) => {
    if (isOutboxChange(event.data)) for (const listener of listeners) listener(event.data);
  });
  return channel;
}

function announce(plantId: number, sent?: string) {
  const change: JournalOutboxChange = sent === undefined ? { type: OUTBOX_CHANGED, plantId } : { type: OUTBOX_CHANGED, plantId, sent };
  outboxChannel()?.postMessage(change);
  for (const listener of listeners) listener(change);
}

/** Calls `listener` on every change of the queue, made by this page, another tab or the service worker; returns the unsubscribe. */
export function subscribeToJournalOutbox(listener: (change: JournalOutboxChange) => void): () => void {
  outboxChannel();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// ---- Sending --------------------------------------------------------------------------------

function journalUrl(plantId: number, gardenId: number): string {
  return `/api/user-plants/${plantId}/journal?garden=${gardenId}`;
}

type EntryFields = Pick<QueuedJournalEntry, "clientId" | "userId" | "text" | "date" | "tags" | "photos" | "photoNames">;

function entryForm(entry: EntryFields): FormData {
  const form = new FormData();
  form.append("clientId", entry.clientId);
  form.append("authorId", entry.userId);
  form.append("text", entry.text);
  form.append("date", entry.date);
  for (const tag of entry.tags) form.append("tags", tag);
  entry.photos.forEach((photo, index) => form.append("photos", photo, entry.photoNames[index] ?? `photo-${index + 1}.jpg`));
  return form;
}

function postEntry(plantId: number, gardenId: number, entry: EntryFields): Promise<Response> {
  return fetch(journalUrl(plantId, gardenId), { method: "POST", body: entryForm(entry), credentials: "same-origin", headers: { accept: "application/json" } });
}

/** The API answers JSON; an "ok" page of something else (a captive portal's sign-in page) did not reach it. */
function isApiAnswer(response: Response): boolean {
  return (response.headers.get("content-type") ?? "").includes("json");
}

async function serverError(response: Response): Promise<{ message: string; issues?: unknown; answered: boolean }> {
  try {
    const body = (await response.json()) as { error?: unknown; issues?: unknown };
    if (typeof body.error === "string" && body.error !== "") return { message: body.error, issues: body.issues, answered: true };
  } catch {
    // Not the API's JSON (a proxy's error page).
  }
  return { message: `The entry could not be saved (the server answered ${response.status}). Please try again.`, answered: false };
}

/** Answers that say "later", not "never": signed out (sent once signed in again), timed out, rate-limited, or a server fault. */
function worthRetrying(status: number): boolean {
  return status === 401 || status === 408 || status === 429 || status >= 500;
}

/** A 409: the session is not the author's (another account signed in on this device), or another request is saving it; the entry waits, the flush goes on. */
function notTheAuthor(status: number): boolean {
  return status === 409;
}

function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

/** Today on this device, YYYY-MM-DD: a queued entry keeps the day it was written, whenever it is sent. */
function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

let lastQueuedAt = 0;

async function enqueue(plantId: number, clientId: string, input: JournalEntryInput): Promise<void> {
  if (!outboxDatabase()) throw new OutboxUnavailableError();
  // The bytes themselves: a File from the picker may point at a file the browser can no longer read later.
  const photos = await Promise.all(input.photos.map(async (photo) => new Blob([await photo.arrayBuffer()], { type: photo.type })));
  // Strictly increasing, so entries written within one millisecond keep their order.
  const queuedAt = Math.max(Date.now(), lastQueuedAt + 1);
  lastQueuedAt = queuedAt;
  const entry: QueuedJournalEntry = {
    clientId,
    userId: input.userId,
    plantId,
    gardenId: input.gardenId,
    text: input.text,
    date: input.date || localToday(),
    tags: [...input.tags],
    photos,
    photoNames: input.photos.map((photo, index) => photo.name || `photo-${index + 1}.jpg`),
    queuedAt,
    state: "waiting",
  };
  try {
    await inJournalStore("readwrite", undefined, (store) => {
      store.add(entry);
    });
  } catch (error) {
    // Storage full, or private browsing refusing IndexedDB.
    throw new OutboxUnavailableError({ cause: error });
  }
  announce(plantId);
}

type SyncCapableRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/** Asks the service worker to flush when the connection is back, even with the app closed (Background Sync: Chromium only). */
async function requestBackgroundSync(): Promise<void> {
  try {
    if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
    const registration = (await navigator.serviceWorker.getRegistration("/")) as SyncCapableRegistration | undefined;
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // Not supported or not allowed: the page flushes when it is next online (hooks/use-journal-outbox.ts).
  }
}

/**
 * POST /api/user-plants/{plantId}/journal?garden={gardenId} (with `authorId` = `userId`), or, with
 * no connection, keeps the entry on this device, as `userId`'s, to send later. Resolves "sent" with the server's entry (a JournalEntry) or "queued" with the
 * entry's clientId; throws a JournalSendError with the server's message when the server refused it
 * (nothing is queued then), or an Error when offline and this browser cannot store the entry.
 */
export async function sendJournalEntry(plantId: number, input: JournalEntryInput): Promise<SendJournalResult> {
  const clientId = crypto.randomUUID();
  if (!isOffline()) {
    const fields: EntryFields = {
      clientId,
      userId: input.userId,
      text: input.text,
      date: input.date,
      tags: [...input.tags],
      photos: [...input.photos],
      photoNames: input.photos.map((photo) => photo.name),
    };
    let response: Response | null;
    try {
      response = await postEntry(plantId, input.gardenId, fields);
    } catch {
      // No connection after all (or it dropped mid-way: the clientId keeps a second save from making a second entry).
      response = null;
    }
    if (response && (isApiAnswer(response) || !response.ok)) {
      if (response.ok) return { status: "sent", entry: (await response.json()) as JournalEntry };
      const { message, issues, answered } = await serverError(response);
      throw new JournalSendError(response.status, message, issues, answered);
    }
  }
  await enqueue(plantId, clientId, input);
  await requestBackgroundSync();
  return { status: "queued", clientId };
}

// ---- The queue ------------------------------------------------------------------------------

/**
 * The entries waiting on this device (all plants', or one plant's; everyone's, or one user's: pass
 * the signed-in user's id to show them theirs only), oldest first; "failed" ones too, with their `error`.
 */
export async function listQueuedEntries(plantId?: number, userId?: string): Promise<QueuedJournalEntry[]> {
  const now = Date.now();
  try {
    const entries = await inJournalStore<QueuedJournalEntry[]>("readonly", [], (store, set) => {
      const request = store.index(QUEUED_AT_INDEX).getAll();
      request.onsuccess = () => set(request.result as QueuedJournalEntry[]);
    });
    return entries
      .filter((entry) => (plantId === undefined || entry.plantId === plantId) && (userId === undefined || entry.userId === userId))
      .map((entry) => asShown(entry, now));
  } catch {
    return [];
  }
}

/**
 * Deletes a queued entry without sending it. False when it is being sent right now (it may
 * already be on the server) or is not in the queue.
 */
export async function discardQueuedEntry(clientId: string): Promise<boolean> {
  const now = Date.now();
  const discarded = await inJournalStore<QueuedJournalEntry | null>("readwrite", null, (store, set) => {
    const request = store.get(clientId);
    request.onsuccess = () => {
      const entry = request.result as QueuedJournalEntry | undefined;
      if (!entry || (entry.state === "sending" && !isStale(entry, now))) return;
      store.delete(clientId);
      set(entry);
    };
  });
  if (discarded) announce(discarded.plantId);
  return discarded !== null;
}

/**
 * "Try Again": a "failed" entry is "waiting" again (its error forgotten), and a flush is asked for
 * (Background Sync where there is one; the page's sender sends it too, see
 * hooks/use-journal-outbox.ts). False when it is not a failed entry in the queue.
 */
export async function retryQueuedEntry(clientId: string): Promise<boolean> {
  const retried = await inJournalStore<QueuedJournalEntry | null>("readwrite", null, (store, set) => {
    const request = store.get(clientId);
    request.onsuccess = () => {
      const entry = request.result as QueuedJournalEntry | undefined;
      if (entry?.state !== "failed") return;
      const waiting: QueuedJournalEntry = { ...entry, state: "waiting" };
      delete waiting.error;
      delete waiting.sendingAt;
      store.put(waiting);
      set(waiting);
    };
  });
  if (!retried) return false;
  announce(retried.plantId);
  await requestBackgroundSync();
  return true;
}

type Claim = { kind: "claimed"; entry: QueuedJournalEntry } | { kind: "busy" } | { kind: "empty" };

/**
 * Step 1 of the layout: the user's oldest entry not failed and not passed over by this flush
 * (`skip`), claimed in one transaction, unless another flusher holds it.
 */
function claimNext(userId: string, skip: ReadonlySet<string>): Promise<Claim> {
  const now = Date.now();
  return inJournalStore<Claim>("readwrite", { kind: "empty" }, (store, set) => {
    const request = store.index(QUEUED_AT_INDEX).openCursor();
    request.onsuccess = () => {
      const cursor = request.result;
      if (!cursor) return;
      const entry = cursor.value as QueuedJournalEntry;
      if (entry.userId !== userId || entry.state === "failed" || skip.has(entry.clientId)) {
        cursor.continue();
        return;
      }
      if (entry.state === "sending" && !isStale(entry, now)) {
        set({ kind: "busy" });
        return;
      }
      const claimed: QueuedJournalEntry = { ...entry, state: "sending", sendingAt: now };
      cursor.update(claimed);
      set({ kind: "claimed", entry: claimed });
    };
  });
}

/** Puts a claimed entry back as `state` (unless another flusher took it over meanwhile). */
function release(claimed: QueuedJournalEntry, state: "waiting" | "failed", error?: string): Promise<void> {
  return inJournalStore("readwrite", undefined, (store) => {
    const request = store.get(claimed.clientId);
    request.onsuccess = () => {
      const entry = request.result as QueuedJournalEntry | undefined;
      if (!entry || entry.state !== "sending" || entry.sendingAt !== claimed.sendingAt) return;
      const released: QueuedJournalEntry = { ...entry, state };
      delete released.sendingAt;
      if (error === undefined) delete released.error;
      else released.error = error;
      store.put(released);
    };
  });
}

function remove(clientId: string): Promise<void> {
  return inJournalStore("readwrite", undefined, (store) => {
    store.delete(clientId);
  });
}

async function flushQueue(userId: string): Promise<JournalOutboxFlush> {
  const report: JournalOutboxFlush = { sent: [], failed: [], retryLater: false };
  if (isOffline() || !outboxDatabase()) return { ...report, retryLater: isOffline() };
  // Left waiting after a 409 in this flush: not claimed again by it.
  const passedOver = new Set<string>();
  for (;;) {
    const claim = await claimNext(userId, passedOver);
    if (claim.kind === "empty") return report;
    if (claim.kind === "busy") return { ...report, retryLater: true };
    const { entry } = claim;
    announce(entry.plantId);
    let response: Response;
    try {
      response = await postEntry(entry.plantId, entry.gardenId, entry);
    } catch {
      await release(entry, "waiting");
      announce(entry.plantId);
      return { ...report, retryLater: true };
    }
    if (response.ok && isApiAnswer(response)) {
      await remove(entry.clientId);
      report.sent.push(entry.clientId);
      announce(entry.plantId, entry.clientId);
      continue;
    }
    if (response.ok) {
      // Not the API answering: still offline in effect.
      await release(entry, "waiting");
      announce(entry.plantId);
      return { ...report, retryLater: true };
    }
    // The API's own message is in the gardener's language; a proxy's refusal keeps none, and the
    // screen says "the server refused it" in theirs.
    const { message: answer, answered } = await serverError(response);
    const message = answered ? answer : undefined;
    if (worthRetrying(response.status)) {
      await release(entry, "waiting", message);
      announce(entry.plantId);
      return { ...report, retryLater: true };
    }
    if (notTheAuthor(response.status)) {
      await release(entry, "waiting", message);
      passedOver.add(entry.clientId);
      announce(entry.plantId);
      continue;
    }
    await release(entry, "failed", message);
    report.failed.push(entry.clientId);
    announce(entry.plantId);
  }
}

/** The flush running for each user. */
const flushing = new Map<string, Promise<JournalOutboxFlush>>();

/**
 * Sends the signed-in user's waiting entries (`userId`), oldest first, each with its clientId (see
 * the layout above); other users' entries stay as they are. Calls for the same user made while one
 * runs share it; when another tab or the service worker is already sending, this one stops and
 * leaves the queue to it, so no entry is sent twice at once.
 */
export function flushJournalOutbox({ userId }: JournalOutboxFlushOptions): Promise<JournalOutboxFlush> {
  let running = flushing.get(userId);
  if (!running) {
    running = flushQueue(userId).finally(() => {
      flushing.delete(userId);
    });
    flushing.set(userId, running);
  }
  return running;
}

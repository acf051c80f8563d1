// The app's service worker: shows reminders pushed by the server (server/notifications/push.ts),
// handles their actions, serves the offline page when a page cannot be reached, and sends the
// journal entries written with no signal once the connection is back (the journal outbox, below).
// Plain JavaScript, no build step: the browser fetches this file as it is.
const CACHE = "garden-offline-v1";
const OFFLINE_URL = "/offline.html";
const ICON = "/icons/icon-192.png";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([OFFLINE_URL, ICON]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

// Pages come from the network; only when it fails does the offline page stand in.
self.addEventListener("fetch", (event) => {
  if (event.request.mode !== "navigate") return;
  event.respondWith(fetch(event.request).catch(() => caches.match(OFFLINE_URL)));
});

self.addEventListener("push", (event) => {
  let payload;
  try {
    payload = event.data ? event.data.json() : null;
  } catch {
    payload = null;
  }
  if (!payload || typeof payload.title !== "string") return;
  const actions = payload.waterTask ? [{ action: "watered", title: "Watered" }] : [];
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: ICON,
      badge: ICON,
      data: { url: payload.url, waterTask: payload.waterTask ?? null },
      actions,
    }),
  );
});

/** Focuses an open window of the app at `url`, or opens one. */
async function openApp(url) {
  const target = new URL(url || "/", self.location.origin);
  if (target.origin !== self.location.origin) return;
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === target.origin && "navigate" in client);
  if (open) {
    await open.focus();
    await open.navigate(target.href);
    return;
  }
  await self.clients.openWindow(target.href);
}

/** "Watered": completes the water task in its garden (which records the watering), without opening the app. */
async function markWatered(notification) {
  const { waterTask, url } = notification.data ?? {};
  if (!waterTask) return openApp(url);
  try {
    const response = await fetch(`/api/tasks/${waterTask.id}/complete?garden=${waterTask.gardenId}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    await self.registration.showNotification("Watered", { body: `${notification.title}: done.`, tag: notification.tag, icon: ICON, data: { url } });
  } catch {
    // Signed out, offline or already done elsewhere: open the plant so the gardener can see.
    await openApp(url);
  }
}

self.addEventListener("notificationclick", (event) => {
  const notification = event.notification;
  notification.close();
  event.waitUntil(event.action === "watered" ? markWatered(notification) : openApp(notification.data && notification.data.url));
});

// ---- The journal outbox -------------------------------------------------------------------------
// Journal entries written with no signal wait in IndexedDB until they can be sent. The layout of
// that queue and the rules of a flush are described once, in the comment at the top of
// lib/journal-outbox.ts (the page's side); this is the same flush in plain JavaScript, for when no
// page is open. Change both together: lib/journal-outbox.test.ts checks that the names agree and
// runs this flush against the page's store.
const OUTBOX_DB_NAME = "garden-outbox";
const OUTBOX_DB_VERSION = 1;
const JOURNAL_STORE = "journal";
const QUEUED_AT_INDEX = "queuedAt";
const OUTBOX_CHANNEL = "garden-outbox";
const OUTBOX_SYNC_TAG = "journal-outbox";
const OUTBOX_CHANGED = "journal-outbox-changed";
const FLUSH_OUTBOX_MESSAGE = "flush-journal-outbox";
const STALE_SENDING_MS = 2 * 60 * 1000;

function openOutbox() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(OUTBOX_DB_NAME, OUTBOX_DB_VERSION);
    request.onupgradeneeded = () => {
      const database = request.result;
      if (!database.objectStoreNames.contains(JOURNAL_STORE)) {
        database.createObjectStore(JOURNAL_STORE, { keyPath: "clientId" }).createIndex(QUEUED_AT_INDEX, "queuedAt");
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error("The outbox is held open by an older tab."));
  });
}

/** Runs `work(store, set)` in one transaction; resolves with what it set once the transaction has committed. */
function inJournalStore(database, mode, initial, work) {
  return new Promise((resolve, reject) => {
    const transaction = database.transaction(JOURNAL_STORE, mode);
    let result = initial;
    transaction.oncomplete = () => resolve(result);
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error || new Error("The outbox transaction was aborted."));
    work(transaction.objectStore(JOURNAL_STORE), (value) => {
      result = value;
    });
  });
}

function isStaleSending(entry, now) {
  return entry.state === "sending" && Math.abs(now - (entry.sendingAt || 0)) >= STALE_SENDING_MS;
}

function announceOutboxChange(plantId, sent) {
  if (typeof BroadcastChannel !== "function") return;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage(sent === undefined ? { type: OUTBOX_CHANGED, plantId } : { type: OUTBOX_CHANGED, plantId, sent });
  channel.close();
}

/** Whether any entry, anyone's, is not "failed": with none, the flush need not ask who is signed in. */
function hasEntriesToSend(database) {
  return inJournalStore(database, "readonly", false, (store, set) => {
    const request = store.openCursor();
    request.onsuccess = () => {
      const cursor = request.result;
      if (!cursor) return;
      if (cursor.value.state !== "failed") set(true);
      else cursor.continue();
    };
  });
}

/**
 * The user's (`userId`) oldest entry not failed and not passed over by this flush (`skip`, a Set of
 * clientIds), claimed ("sending") in one transaction, unless another flusher holds it. Other users'
 * entries are passed over, whatever their state.
 */
function claimNextEntry(database, userId, skip) {
  const now = Date.now();
  return inJournalStore(database, "readwrite", { kind: "empty" }, (store, set) => {
    const request = store.index(QUEUED_AT_INDEX).openCursor();
    request.onsuccess = () => {
      const cursor = request.result;
      if (!cursor) return;
      const entry = cursor.value;
      if (entry.userId !== userId || entry.state === "failed" || skip.has(entry.clientId)) {
        cursor.continue();
        return;
      }
      if (entry.state === "sending" && !isStaleSending(entry, now)) {
        set({ kind: "busy" });
        return;
      }
      const claimed = { ...entry, state: "sending", sendingAt: now };
      cursor.update(claimed);
      set({ kind: "claimed", entry: claimed });
    };
  });
}

/** Puts a claimed entry back as `state` ("waiting" or "failed"), unless another flusher took it over meanwhile. */
function releaseEntry(database, claimed, state, error) {
  return inJournalStore(database, "readwrite", undefined, (store) => {
    const request = store.get(claimed.clientId);
    request.onsuccess = () => {
      const entry = request.result;
      if (!entry || entry.state !== "sending" || entry.sendingAt !== claimed.sendingAt) return;
      const released = { ...entry, state };
      delete released.sendingAt;
      if (error === undefined) delete released.error;
      else released.error = error;
      store.put(released);
    };
  });
}

function removeEntry(database, clientId) {
  return inJournalStore(database, "readwrite", undefined, (store) => {
    store.delete(clientId);
  });
}

function postJournalEntry(entry) {
  const form = new FormData();
  form.append("clientId", entry.clientId);
  form.append("authorId", entry.userId);
  form.append("text", entry.text);
  form.append("date", entry.date);
  for (const tag of entry.tags) form.append("tags", tag);
  entry.photos.forEach((photo, index) => form.append("photos", photo, entry.photoNames[index] || `photo-${index + 1}.jpg`));
  const url = `/api/user-plants/${entry.plantId}/journal?garden=${entry.gardenId}`;
  return fetch(url, { method: "POST", body: form, credentials: "same-origin", headers: { accept: "application/json" } });
}

async function outboxServerMessage(response) {
  try {
    const body = await response.json();
    if (body && typeof body.error === "string" && body.error !== "") return body.error;
  } catch {
    // Not the API's JSON.
  }
  return `The entry could not be saved (the server answered ${response.status}). Please try again.`;
}

/**
 * The signed-in user's id, from GET /api/user ({ user: { id } }); null when no one is signed in
 * (401), or there is no answer from the API (offline, a captive portal, a server fault).
 */
async function signedInUserId() {
  try {
    const response = await fetch("/api/user", { credentials: "same-origin", headers: { accept: "application/json" } });
    if (!response.ok || !(response.headers.get("content-type") || "").includes("json")) return null;
    const body = await response.json();
    return body && body.user && typeof body.user.id === "string" && body.user.id !== "" ? body.user.id : null;
  } catch {
    return null;
  }
}

async function flushOutboxQueue() {
  const report = { sent: [], failed: [], retryLater: false };
  if (self.navigator && self.navigator.onLine === false) return { ...report, retryLater: true };
  const database = await openOutbox();
  try {
    if (!(await hasEntriesToSend(database))) return report;
    // Only the signed-in user's entries are sent (a phone may be shared); signed out: later.
    const userId = await signedInUserId();
    if (userId === null) return { ...report, retryLater: true };
    // Left waiting after a 409 in this flush: not claimed again by it.
    const passedOver = new Set();
    for (;;) {
      const claim = await claimNextEntry(database, userId, passedOver);
      if (claim.kind === "empty") return report;
      if (claim.kind === "busy") return { ...report, retryLater: true };
      const entry = claim.entry;
      announceOutboxChange(entry.plantId);
      let response;
      try {
        response = await postJournalEntry(entry);
      } catch {
        await releaseEntry(database, entry, "waiting");
        announceOutboxChange(entry.plantId);
        return { ...report, retryLater: true };
      }
      const isApiAnswer = (response.headers.get("content-type") || "").includes("json");
      if (response.ok && isApiAnswer) {
        await removeEntry(database, entry.clientId);
        report.sent.push(entry.clientId);
        announceOutboxChange(entry.plantId, entry.clientId);
        continue;
      }
      if (response.ok) {
        // Not the API answering (a captive portal's page): still offline in effect.
        await releaseEntry(database, entry, "waiting");
        announceOutboxChange(entry.plantId);
        return { ...report, retryLater: true };
      }
      const message = await outboxServerMessage(response);
      const later = response.status === 401 || response.status === 408 || response.status === 429 || response.status >= 500;
      // Any 409 (the session is not the author's, or another request is saving it): the entry waits, and the flush goes on.
      const notTheAuthor = response.status === 409;
      await releaseEntry(database, entry, later || notTheAuthor ? "waiting" : "failed", message);
      announceOutboxChange(entry.plantId);
      if (later) return { ...report, retryLater: true };
      if (notTheAuthor) {
        passedOver.add(entry.clientId);
        continue;
      }
      report.failed.push(entry.clientId);
    }
  } finally {
    database.close();
  }
}

let outboxFlush = null;

/** One flush at a time in this worker; a sync event and a page's message arriving together share it. */
function flushJournalOutbox() {
  if (!outboxFlush) {
    outboxFlush = flushOutboxQueue().finally(() => {
      outboxFlush = null;
    });
  }
  return outboxFlush;
}

// Background Sync (Chromium): fired when the connection is back, even with the app closed. A
// rejected promise asks the browser to try again later, with its own back-off.
self.addEventListener("sync", (event) => {
  if (event.tag !== OUTBOX_SYNC_TAG) return;
  event.waitUntil(
    flushJournalOutbox().then((report) => {
      if (report.retryLater) throw new Error("Journal entries are still waiting to be sent.");
    }),
  );
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === FLUSH_OUTBOX_MESSAGE) {
    event.waitUntil(flushJournalOutbox().catch((error) => console.warn("The journal outbox could not be sent:", error)));
  }
});

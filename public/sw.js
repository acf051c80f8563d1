// The app's service worker: shows reminders pushed by the server (server/notifications/push.ts),
// handles their actions, and serves the offline page when a page cannot be reached.
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

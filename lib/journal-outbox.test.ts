import { readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { JournalOutboxChange, QueuedJournalEntry } from "./journal-outbox";

type Outbox = typeof import("./journal-outbox");

const SW_SOURCE = readFileSync(path.resolve(import.meta.dirname, "../public/sw.js"), "utf8");
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A fresh copy of the module: another tab of the app, with its own connection to the same IndexedDB. */
async function loadOutbox(): Promise<Outbox> {
  vi.resetModules();
  return import("./journal-outbox");
}

const network = { onLine: true };
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let outbox: Outbox;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** The fields of the n-th POST. */
function sent(call: number) {
  const [url, init] = fetchMock.mock.calls[call]!;
  const form = init!.body as FormData;
  return { url: String(url), method: init!.method, clientId: form.get("clientId"), text: form.get("text"), date: form.get("date"), tags: form.getAll("tags"), photos: form.getAll("photos") as File[] };
}

const savedEntry = (clientId: unknown) => ({ kind: "journal", id: 1, clientId });

/** Answers every POST 201 with the entry, as the server does. */
function serverSaves(delayMs = 0) {
  fetchMock.mockImplementation(async (_url, init) => {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return json(201, savedEntry((init!.body as FormData).get("clientId")));
  });
}

function photo(name: string, content: string): File {
  return new File([content], name, { type: "image/jpeg" });
}

async function queueOffline(plantId: number, text: string, extra: Partial<Parameters<Outbox["sendJournalEntry"]>[1]> = {}) {
  network.onLine = false;
  const result = await outbox.sendJournalEntry(plantId, { text, date: "2026-05-01", tags: [], photos: [], ...extra });
  network.onLine = true;
  if (result.status !== "queued") throw new Error("expected the entry to be queued");
  return result.clientId;
}

/** Changes a stored record directly, as another tab or the service worker would. */
async function updateRecord(clientId: string, change: Partial<QueuedJournalEntry>) {
  const database = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open("garden-outbox", 1);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  await new Promise<void>((resolve, reject) => {
    const transaction = database.transaction("journal", "readwrite");
    const store = transaction.objectStore("journal");
    const request = store.get(clientId);
    request.onsuccess = () => store.put({ ...request.result, ...change });
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
  });
  database.close();
}

beforeEach(async () => {
  network.onLine = true;
  vi.stubGlobal("indexedDB", new IDBFactory());
  vi.stubGlobal("navigator", network);
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal("fetch", fetchMock);
  outbox = await loadOutbox();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("sendJournalEntry", () => {
  it("posts the entry with a clientId when online and answers the server's entry", async () => {
    serverSaves();
    const result = await outbox.sendJournalEntry(7, { text: "First flowers", date: "2026-05-02", tags: ["flowering", "other"], photos: [photo("a.jpg", "aaa")] });
    expect(result.status).toBe("sent");
    const post = sent(0);
    expect(post).toMatchObject({ url: "/api/user-plants/7/journal", method: "POST", text: "First flowers", date: "2026-05-02", tags: ["flowering", "other"] });
    expect(post.clientId).toMatch(UUID);
    expect(result).toEqual({ status: "sent", entry: savedEntry(post.clientId) });
    expect(post.photos.map((file) => file.name)).toEqual(["a.jpg"]);
    expect(await outbox.listQueuedEntries()).toEqual([]);
  });

  it("keeps the entry on the device when the browser is offline, and asks for a background sync", async () => {
    const register = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...network, onLine: false, serviceWorker: { getRegistration: async () => ({ sync: { register } }) } });
    const changes: JournalOutboxChange[] = [];
    outbox.subscribeToJournalOutbox((change) => changes.push(change));
    const result = await outbox.sendJournalEntry(7, { text: "Aphids", date: "", tags: ["pests"], photos: [photo("leaf.jpg", "leafbytes"), photo("", "x")] });

    expect(fetchMock).not.toHaveBeenCalled();
    expect(result).toEqual({ status: "queued", clientId: expect.stringMatching(UUID) });
    expect(register).toHaveBeenCalledWith("journal-outbox");
    const [entry] = await outbox.listQueuedEntries(7);
    expect(entry).toMatchObject({ clientId: result.status === "queued" ? result.clientId : "", plantId: 7, text: "Aphids", tags: ["pests"], state: "waiting", photoNames: ["leaf.jpg", "photo-2.jpg"] });
    // An entry left for today keeps the day it was written.
    expect(entry!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await entry!.photos[0]!.text()).toBe("leafbytes");
    expect(entry!.photos[0]!.type).toBe("image/jpeg");
    expect(await outbox.listQueuedEntries(8)).toEqual([]);
    expect(changes).toEqual([{ type: "journal-outbox-changed", plantId: 7 }]);
  });

  it("keeps the entry, with the clientId it was sent with, when the request fails on the network", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const result = await outbox.sendJournalEntry(7, { text: "Pruned", date: "2026-05-01", tags: [], photos: [] });
    expect(result).toEqual({ status: "queued", clientId: sent(0).clientId });
    expect((await outbox.listQueuedEntries()).map((entry) => entry.clientId)).toEqual([sent(0).clientId]);
  });

  it("throws the server's message on a 400 and queues nothing", async () => {
    fetchMock.mockResolvedValue(json(400, { error: "The date can't be in the future.", issues: [{ path: ["date"] }] }));
    const sending = outbox.sendJournalEntry(7, { text: "Later", date: "2099-01-01", tags: [], photos: [] });
    await expect(sending).rejects.toThrow("The date can't be in the future.");
    await expect(sending).rejects.toMatchObject({ name: "JournalSendError", status: 400, issues: [{ path: ["date"] }] });
    expect(await outbox.listQueuedEntries()).toEqual([]);
  });

  it("queues the entry when an 'ok' answer is not the API's (a captive portal's page)", async () => {
    fetchMock.mockResolvedValue(new Response("<html>Sign in to the Wi-Fi</html>", { status: 200, headers: { "content-type": "text/html" } }));
    const result = await outbox.sendJournalEntry(7, { text: "On the train", date: "2026-05-01", tags: [], photos: [] });
    expect(result.status).toBe("queued");
  });
});

describe("flushJournalOutbox", () => {
  it("sends the waiting entries oldest first, each with its clientId, and deletes them", async () => {
    const first = await queueOffline(7, "one", { tags: ["pests", "disease"], photos: [photo("p1.jpg", "p1"), photo("p2.jpg", "p2")] });
    const second = await queueOffline(9, "two", { gardenId: 3 });
    const third = await queueOffline(7, "three");
    serverSaves();
    const sentChanges: string[] = [];
    outbox.subscribeToJournalOutbox((change) => change.sent && sentChanges.push(change.sent));

    expect(await outbox.flushJournalOutbox()).toEqual({ sent: [first, second, third], failed: [], retryLater: false });
    expect([0, 1, 2].map((call) => [sent(call).url, sent(call).clientId, sent(call).text])).toEqual([
      ["/api/user-plants/7/journal", first, "one"],
      ["/api/user-plants/9/journal?garden=3", second, "two"],
      ["/api/user-plants/7/journal", third, "three"],
    ]);
    const post = sent(0);
    expect(post.tags).toEqual(["pests", "disease"]);
    expect(post.date).toBe("2026-05-01");
    expect(post.photos.map((file) => file.name)).toEqual(["p1.jpg", "p2.jpg"]);
    expect(await post.photos[1]!.text()).toBe("p2");
    expect(await outbox.listQueuedEntries()).toEqual([]);
    expect(sentChanges).toEqual([first, second, third]);
  });

  it("stops at a network failure and keeps every entry waiting", async () => {
    const first = await queueOffline(7, "one");
    const second = await queueOffline(7, "two");
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));

    expect(await outbox.flushJournalOutbox()).toEqual({ sent: [], failed: [], retryLater: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const entries = await outbox.listQueuedEntries();
    expect(entries.map((entry) => [entry.clientId, entry.state, entry.sendingAt])).toEqual([
      [first, "waiting", undefined],
      [second, "waiting", undefined],
    ]);

    // Back online: the same entries go, with the same clientIds.
    serverSaves();
    expect((await outbox.flushJournalOutbox()).sent).toEqual([first, second]);
    expect(sent(1).clientId).toBe(first);
  });

  it("does not try while the browser says it is offline", async () => {
    await queueOffline(7, "one");
    network.onLine = false;
    expect(await outbox.flushJournalOutbox()).toEqual({ sent: [], failed: [], retryLater: true });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("marks an entry the server refuses (400) failed with its message, goes on, and never sends it again by itself", async () => {
    const refused = await queueOffline(7, "bad");
    const fine = await queueOffline(7, "good");
    fetchMock.mockResolvedValueOnce(json(400, { error: "The date can't be in the future." }));
    serverSaves();

    expect(await outbox.flushJournalOutbox()).toEqual({ sent: [fine], failed: [refused], retryLater: false });
    expect(await outbox.listQueuedEntries(7)).toEqual([expect.objectContaining({ clientId: refused, state: "failed", error: "The date can't be in the future." })]);

    await outbox.flushJournalOutbox();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await outbox.discardQueuedEntry(refused)).toBe(true);
    expect(await outbox.listQueuedEntries()).toEqual([]);
  });

  it("keeps an entry waiting on a 5xx (and when signed out) and stops", async () => {
    const first = await queueOffline(7, "one");
    await queueOffline(7, "two");
    fetchMock.mockResolvedValueOnce(json(503, { error: "The database is starting." }));
    expect(await outbox.flushJournalOutbox()).toEqual({ sent: [], failed: [], retryLater: true });
    fetchMock.mockResolvedValueOnce(json(401, { error: "Sign in to continue." }));
    expect(await outbox.flushJournalOutbox()).toEqual({ sent: [], failed: [], retryLater: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect((await outbox.listQueuedEntries()).map((entry) => [entry.clientId === first, entry.state, entry.error])).toEqual([
      [true, "waiting", "Sign in to continue."],
      [false, "waiting", undefined],
    ]);
  });

  it("sends each entry once when two tabs flush at the same time", async () => {
    const queued = [await queueOffline(7, "one"), await queueOffline(8, "two"), await queueOffline(7, "three")];
    const otherTab = await loadOutbox();
    serverSaves(5);

    const [here, there] = await Promise.all([outbox.flushJournalOutbox(), otherTab.flushJournalOutbox(), outbox.flushJournalOutbox()]);
    const clientIds = fetchMock.mock.calls.map((_, call) => sent(call).clientId);
    expect(clientIds).toEqual(queued);
    expect([...here.sent, ...there.sent].sort()).toEqual([...queued].sort());
    expect(await outbox.listQueuedEntries()).toEqual([]);
    // Nothing left over for a later flush either.
    await otherTab.flushJournalOutbox();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("leaves an entry another flusher is sending, and takes it over once that claim is 2 minutes old", async () => {
    const clientId = await queueOffline(7, "one");
    await updateRecord(clientId, { state: "sending", sendingAt: Date.now() });
    serverSaves();
    expect(await outbox.flushJournalOutbox()).toEqual({ sent: [], failed: [], retryLater: true });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await outbox.discardQueuedEntry(clientId)).toBe(false);

    await updateRecord(clientId, { state: "sending", sendingAt: Date.now() - 3 * 60 * 1000 });
    expect((await outbox.listQueuedEntries())[0]).toMatchObject({ clientId, state: "waiting" });
    expect(await outbox.flushJournalOutbox()).toEqual({ sent: [clientId], failed: [], retryLater: false });
  });

  it("tells other tabs what changed on the BroadcastChannel", async () => {
    const otherTab = await loadOutbox();
    const heard: JournalOutboxChange[] = [];
    otherTab.subscribeToJournalOutbox((change) => heard.push(change));
    const clientId = await queueOffline(7, "one");
    serverSaves();
    await outbox.flushJournalOutbox();
    await vi.waitFor(() => expect(heard).toContainEqual({ type: "journal-outbox-changed", plantId: 7, sent: clientId }));
    expect(heard[0]).toEqual({ type: "journal-outbox-changed", plantId: 7 });
  });
});

describe("the service worker's flush (public/sw.js)", () => {
  /** The value of `const NAME = ...;` in sw.js. */
  function swConstant(name: string): unknown {
    const match = new RegExp(`^const ${name} = (.+);$`, "m").exec(SW_SOURCE);
    if (!match) throw new Error(`public/sw.js has no const ${name}`);
    return vm.runInNewContext(match[1]!);
  }

  it("uses the layout lib/journal-outbox.ts describes", () => {
    expect({
      OUTBOX_DB_NAME: swConstant("OUTBOX_DB_NAME"),
      OUTBOX_DB_VERSION: swConstant("OUTBOX_DB_VERSION"),
      JOURNAL_STORE: swConstant("JOURNAL_STORE"),
      QUEUED_AT_INDEX: swConstant("QUEUED_AT_INDEX"),
      OUTBOX_CHANNEL: swConstant("OUTBOX_CHANNEL"),
      OUTBOX_SYNC_TAG: swConstant("OUTBOX_SYNC_TAG"),
      OUTBOX_CHANGED: swConstant("OUTBOX_CHANGED"),
      FLUSH_OUTBOX_MESSAGE: swConstant("FLUSH_OUTBOX_MESSAGE"),
      STALE_SENDING_MS: swConstant("STALE_SENDING_MS"),
    }).toEqual({
      OUTBOX_DB_NAME: outbox.OUTBOX_DB_NAME,
      OUTBOX_DB_VERSION: outbox.OUTBOX_DB_VERSION,
      JOURNAL_STORE: outbox.JOURNAL_STORE,
      QUEUED_AT_INDEX: outbox.QUEUED_AT_INDEX,
      OUTBOX_CHANNEL: outbox.OUTBOX_CHANNEL,
      OUTBOX_SYNC_TAG: outbox.OUTBOX_SYNC_TAG,
      OUTBOX_CHANGED: outbox.OUTBOX_CHANGED,
      FLUSH_OUTBOX_MESSAGE: outbox.FLUSH_OUTBOX_MESSAGE,
      STALE_SENDING_MS: outbox.STALE_SENDING_MS,
    });
    expect(SW_SOURCE).toContain("lib/journal-outbox.ts");
  });

  /** Runs sw.js as the browser would, against the same IndexedDB and fetch; its event listeners. */
  function startServiceWorker() {
    const handlers = new Map<string, (event: unknown) => void>();
    const self = {
      addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
      navigator: network,
      location: { origin: "https://garden.test" },
    };
    vm.runInNewContext(SW_SOURCE, { self, indexedDB, fetch: fetchMock, FormData, Blob, BroadcastChannel, console });
    /** Dispatches an extendable event; resolves with what it waited for. */
    return (type: string, init: object) => {
      let waited: Promise<unknown> = Promise.resolve();
      handlers.get(type)!({ ...init, waitUntil: (promise: Promise<unknown>) => (waited = promise) });
      return waited;
    };
  }

  it("sends the page's queued entries on the 'journal-outbox' sync, and tells the page", async () => {
    const dispatch = startServiceWorker();
    const first = await queueOffline(7, "one", { photos: [photo("p.jpg", "pp")] });
    const second = await queueOffline(9, "two");
    const heard: JournalOutboxChange[] = [];
    outbox.subscribeToJournalOutbox((change) => heard.push(change));
    serverSaves();

    await dispatch("sync", { tag: "journal-outbox" });
    expect([sent(0).clientId, sent(1).clientId]).toEqual([first, second]);
    expect(sent(0).photos.map((file) => file.name)).toEqual(["p.jpg"]);
    expect(await outbox.listQueuedEntries()).toEqual([]);
    await vi.waitFor(() => expect(heard.filter((change) => change.sent)).toEqual([
      { type: "journal-outbox-changed", plantId: 7, sent: first },
      { type: "journal-outbox-changed", plantId: 9, sent: second },
    ]));
  });

  it("asks the browser to retry the sync when the network fails, and marks a 400 failed", async () => {
    const dispatch = startServiceWorker();
    const refused = await queueOffline(7, "bad");
    await queueOffline(7, "good");
    fetchMock.mockResolvedValueOnce(json(400, { error: "Too many photos." })).mockRejectedValueOnce(new TypeError("Failed to fetch"));

    await expect(dispatch("sync", { tag: "journal-outbox" })).rejects.toThrow();
    const entries = await outbox.listQueuedEntries();
    expect(entries.map((entry) => [entry.clientId === refused, entry.state, entry.error])).toEqual([
      [true, "failed", "Too many photos."],
      [false, "waiting", undefined],
    ]);
    await dispatch("sync", { tag: "some-other-tag" });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("and the page flushing at the same moment send each entry once", async () => {
    const dispatch = startServiceWorker();
    const queued = [await queueOffline(7, "one"), await queueOffline(7, "two"), await queueOffline(8, "three")];
    serverSaves(5);

    await Promise.all([dispatch("message", { data: { type: "flush-journal-outbox" } }), outbox.flushJournalOutbox(), dispatch("sync", { tag: "journal-outbox" }).catch(() => {})]);
    // Whoever stopped at the other's claim: one more round sends what is left, still once each.
    await outbox.flushJournalOutbox();
    expect(fetchMock.mock.calls.map((_, call) => sent(call).clientId)).toEqual(queued);
    expect(await outbox.listQueuedEntries()).toEqual([]);
  });
});

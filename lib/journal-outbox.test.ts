import { readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { JournalOutboxChange, QueuedJournalEntry } from "./journal-outbox";

type Outbox = typeof import("./journal-outbox");

const NOT_THE_AUTHOR = "This entry was written by another account on this device: sign in as them to send it.";
const SW_SOURCE = readFileSync(path.resolve(import.meta.dirname, "../public/sw.js"), "utf8");
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A fresh copy of the module: another tab of the app, with its own connection to the same IndexedDB. */
async function loadOutbox(): Promise<Outbox> {
  vi.resetModules();
  return import("./journal-outbox");
}

const ALICE = "user-alice";
const BOB = "user-bob";
const GARDEN = 1;
/** Who writes (and whose session sends), unless a test says otherwise. */
const BY_ALICE = { userId: ALICE, gardenId: GARDEN };
const asAlice = { userId: ALICE };

const network = { onLine: true };
/** Every request but GET /api/user: the entries' POSTs. */
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
/** Who GET /api/user says is signed in (the service worker asks it); null: signed out (401). */
let signedIn: string | null;
let userLookups: number;
let outbox: Outbox;

/** The network: GET /api/user answers `signedIn`; the rest goes to fetchMock. */
const routedFetch: typeof fetch = async (input, init) => {
  if (String(input) === "/api/user") {
    userLookups += 1;
    return signedIn === null ? json(401, { error: "Sign in to continue." }) : json(200, { user: { id: signedIn, name: "Someone", email: "someone@example.test" } });
  }
  return fetchMock(input, init);
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** The fields of the n-th POST. */
function sent(call: number) {
  const [url, init] = fetchMock.mock.calls[call]!;
  const form = init!.body as FormData;
  return {
    url: String(url),
    method: init!.method,
    clientId: form.get("clientId"),
    authorId: form.get("authorId"),
    text: form.get("text"),
    date: form.get("date"),
    tags: form.getAll("tags"),
    photos: form.getAll("photos") as File[],
  };
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
  const result = await outbox.sendJournalEntry(plantId, { text, date: "2026-05-01", tags: [], photos: [], ...BY_ALICE, ...extra });
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
  signedIn = ALICE;
  userLookups = 0;
  vi.stubGlobal("fetch", routedFetch);
  outbox = await loadOutbox();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("sendJournalEntry", () => {
  it("posts the entry with a clientId when online and answers the server's entry", async () => {
    serverSaves();
    const result = await outbox.sendJournalEntry(7, { text: "First flowers", date: "2026-05-02", tags: ["flowering", "other"], photos: [photo("a.jpg", "aaa")], userId: ALICE, gardenId: 4 });
    expect(result.status).toBe("sent");
    const post = sent(0);
    expect(post).toMatchObject({ url: "/api/user-plants/7/journal?garden=4", method: "POST", authorId: ALICE, text: "First flowers", date: "2026-05-02", tags: ["flowering", "other"] });
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
    const result = await outbox.sendJournalEntry(7, { text: "Aphids", date: "", tags: ["pests"], photos: [photo("leaf.jpg", "leafbytes"), photo("", "x")], ...BY_ALICE });

    expect(fetchMock).not.toHaveBeenCalled();
    expect(result).toEqual({ status: "queued", clientId: expect.stringMatching(UUID) });
    expect(register).toHaveBeenCalledWith("journal-outbox");
    const [entry] = await outbox.listQueuedEntries(7);
    expect(entry).toMatchObject({ clientId: result.status === "queued" ? result.clientId : "", userId: ALICE, plantId: 7, gardenId: GARDEN, text: "Aphids", tags: ["pests"], state: "waiting", photoNames: ["leaf.jpg", "photo-2.jpg"] });
    // An entry left for today keeps the day it was written.
    expect(entry!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await entry!.photos[0]!.text()).toBe("leafbytes");
    expect(entry!.photos[0]!.type).toBe("image/jpeg");
    expect(await outbox.listQueuedEntries(8)).toEqual([]);
    expect(changes).toEqual([{ type: "journal-outbox-changed", plantId: 7 }]);
  });

  it("keeps the entry, with the clientId it was sent with, when the request fails on the network", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const result = await outbox.sendJournalEntry(7, { text: "Pruned", date: "2026-05-01", tags: [], photos: [], ...BY_ALICE });
    expect(result).toEqual({ status: "queued", clientId: sent(0).clientId });
    expect((await outbox.listQueuedEntries()).map((entry) => entry.clientId)).toEqual([sent(0).clientId]);
  });

  it("throws the server's message on a 400 and queues nothing", async () => {
    fetchMock.mockResolvedValue(json(400, { error: "The date can't be in the future.", issues: [{ path: ["date"] }] }));
    const sending = outbox.sendJournalEntry(7, { text: "Later", date: "2099-01-01", tags: [], photos: [], ...BY_ALICE });
    await expect(sending).rejects.toThrow("The date can't be in the future.");
    await expect(sending).rejects.toMatchObject({ name: "JournalSendError", status: 400, issues: [{ path: ["date"] }] });
    expect(await outbox.listQueuedEntries()).toEqual([]);
  });

  it("queues the entry when an 'ok' answer is not the API's (a captive portal's page)", async () => {
    fetchMock.mockResolvedValue(new Response("<html>Sign in to the Wi-Fi</html>", { status: 200, headers: { "content-type": "text/html" } }));
    const result = await outbox.sendJournalEntry(7, { text: "On the train", date: "2026-05-01", tags: [], photos: [], ...BY_ALICE });
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

    expect(await outbox.flushJournalOutbox(asAlice)).toEqual({ sent: [first, second, third], failed: [], retryLater: false });
    expect([0, 1, 2].map((call) => [sent(call).url, sent(call).clientId, sent(call).authorId, sent(call).text])).toEqual([
      ["/api/user-plants/7/journal?garden=1", first, ALICE, "one"],
      ["/api/user-plants/9/journal?garden=3", second, ALICE, "two"],
      ["/api/user-plants/7/journal?garden=1", third, ALICE, "three"],
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

    expect(await outbox.flushJournalOutbox(asAlice)).toEqual({ sent: [], failed: [], retryLater: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const entries = await outbox.listQueuedEntries();
    expect(entries.map((entry) => [entry.clientId, entry.state, entry.sendingAt])).toEqual([
      [first, "waiting", undefined],
      [second, "waiting", undefined],
    ]);

    // Back online: the same entries go, with the same clientIds.
    serverSaves();
    expect((await outbox.flushJournalOutbox(asAlice)).sent).toEqual([first, second]);
    expect(sent(1).clientId).toBe(first);
  });

  it("does not try while the browser says it is offline", async () => {
    await queueOffline(7, "one");
    network.onLine = false;
    expect(await outbox.flushJournalOutbox(asAlice)).toEqual({ sent: [], failed: [], retryLater: true });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("marks an entry the server refuses (400) failed with its message, goes on, and never sends it again by itself", async () => {
    const refused = await queueOffline(7, "bad");
    const fine = await queueOffline(7, "good");
    fetchMock.mockResolvedValueOnce(json(400, { error: "The date can't be in the future." }));
    serverSaves();

    expect(await outbox.flushJournalOutbox(asAlice)).toEqual({ sent: [fine], failed: [refused], retryLater: false });
    expect(await outbox.listQueuedEntries(7)).toEqual([expect.objectContaining({ clientId: refused, state: "failed", error: "The date can't be in the future." })]);

    await outbox.flushJournalOutbox(asAlice);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await outbox.discardQueuedEntry(refused)).toBe(true);
    expect(await outbox.listQueuedEntries()).toEqual([]);
  });

  it("keeps no English words of its own when a proxy, not the API, refuses an entry (the screen words it)", async () => {
    const refused = await queueOffline(7, "bad");
    fetchMock.mockResolvedValueOnce(new Response("<html>Request Entity Too Large</html>", { status: 413, headers: { "content-type": "text/html" } }));
    expect(await outbox.flushJournalOutbox(asAlice)).toEqual({ sent: [], failed: [refused], retryLater: false });
    const [entry] = await outbox.listQueuedEntries(7);
    expect(entry).toMatchObject({ clientId: refused, state: "failed" });
    expect(entry!.error).toBeUndefined();
  });

  it("keeps an entry waiting on a 5xx (and when signed out) and stops", async () => {
    const first = await queueOffline(7, "one");
    await queueOffline(7, "two");
    fetchMock.mockResolvedValueOnce(json(503, { error: "The database is starting." }));
    expect(await outbox.flushJournalOutbox(asAlice)).toEqual({ sent: [], failed: [], retryLater: true });
    fetchMock.mockResolvedValueOnce(json(401, { error: "Sign in to continue." }));
    expect(await outbox.flushJournalOutbox(asAlice)).toEqual({ sent: [], failed: [], retryLater: true });
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

    const [here, there] = await Promise.all([outbox.flushJournalOutbox(asAlice), otherTab.flushJournalOutbox(asAlice), outbox.flushJournalOutbox(asAlice)]);
    const clientIds = fetchMock.mock.calls.map((_, call) => sent(call).clientId);
    expect(clientIds).toEqual(queued);
    expect([...here.sent, ...there.sent].sort()).toEqual([...queued].sort());
    expect(await outbox.listQueuedEntries()).toEqual([]);
    // Nothing left over for a later flush either.
    await otherTab.flushJournalOutbox(asAlice);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("leaves an entry another flusher is sending, and takes it over once that claim is 2 minutes old", async () => {
    const clientId = await queueOffline(7, "one");
    await updateRecord(clientId, { state: "sending", sendingAt: Date.now() });
    serverSaves();
    expect(await outbox.flushJournalOutbox(asAlice)).toEqual({ sent: [], failed: [], retryLater: true });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await outbox.discardQueuedEntry(clientId)).toBe(false);

    await updateRecord(clientId, { state: "sending", sendingAt: Date.now() - 3 * 60 * 1000 });
    expect((await outbox.listQueuedEntries())[0]).toMatchObject({ clientId, state: "waiting" });
    expect(await outbox.flushJournalOutbox(asAlice)).toEqual({ sent: [clientId], failed: [], retryLater: false });
  });

  it("sends only the signed-in user's entries: another user's are neither listed for them nor sent, and do not hold the flush up", async () => {
    const bobs = await queueOffline(7, "Bob's note", { userId: BOB, gardenId: 2 });
    const bobsSending = await queueOffline(7, "Bob's other note", { userId: BOB, gardenId: 2 });
    // Bob's flush (another tab still his) is sending one: not Alice's flush's business.
    await updateRecord(bobsSending, { state: "sending", sendingAt: Date.now() });
    const alices = await queueOffline(7, "Alice's note");
    serverSaves();

    const ids = (entries: QueuedJournalEntry[]) => entries.map((entry) => entry.clientId);
    expect(ids(await outbox.listQueuedEntries(7, ALICE))).toEqual([alices]);
    expect(ids(await outbox.listQueuedEntries(undefined, BOB))).toEqual([bobs, bobsSending]);
    expect(ids(await outbox.listQueuedEntries(8, BOB))).toEqual([]);
    expect(await outbox.flushJournalOutbox(asAlice)).toEqual({ sent: [alices], failed: [], retryLater: false });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sent(0)).toMatchObject({ url: "/api/user-plants/7/journal?garden=1", clientId: alices, authorId: ALICE });
    // Bob's are as they were, waiting for him.
    expect(await outbox.listQueuedEntries(undefined, ALICE)).toEqual([]);
    expect((await outbox.listQueuedEntries(undefined, BOB)).map((entry) => [entry.clientId, entry.state, entry.error])).toEqual([
      [bobs, "waiting", undefined],
      [bobsSending, "sending", undefined],
    ]);

    // Bob signs in again: his go, as his, to the garden they were written in.
    await updateRecord(bobsSending, { state: "waiting" });
    expect(await outbox.flushJournalOutbox({ userId: BOB })).toEqual({ sent: [bobs, bobsSending], failed: [], retryLater: false });
    expect([sent(1), sent(2)].map((post) => [post.url, post.clientId, post.authorId])).toEqual([
      ["/api/user-plants/7/journal?garden=2", bobs, BOB],
      ["/api/user-plants/7/journal?garden=2", bobsSending, BOB],
    ]);
  });

  it("keeps an entry waiting on a 409 (the session is another account's), with the server's message, and goes on to the next", async () => {
    const first = await queueOffline(7, "one");
    const second = await queueOffline(8, "two");
    fetchMock.mockResolvedValueOnce(json(409, { error: NOT_THE_AUTHOR }));
    serverSaves();

    expect(await outbox.flushJournalOutbox(asAlice)).toEqual({ sent: [second], failed: [], retryLater: false });
    expect(fetchMock.mock.calls.map((_, call) => sent(call).clientId)).toEqual([first, second]);
    expect(await outbox.listQueuedEntries()).toEqual([expect.objectContaining({ clientId: first, state: "waiting", error: NOT_THE_AUTHOR })]);
    // Never failed: a later flush (its author signed in) sends it.
    expect(await outbox.flushJournalOutbox(asAlice)).toEqual({ sent: [first], failed: [], retryLater: false });
  });

  it("Try Again: a failed entry waits again without its error, a background sync is asked for, and the next flush sends it", async () => {
    const refused = await queueOffline(7, "bad");
    const waiting = await queueOffline(7, "not yet");
    fetchMock.mockResolvedValueOnce(json(400, { error: "Too many photos." })).mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(await outbox.flushJournalOutbox(asAlice)).toEqual({ sent: [], failed: [refused], retryLater: true });
    const register = vi.fn(async () => {});
    vi.stubGlobal("navigator", { onLine: true, serviceWorker: { getRegistration: async () => ({ sync: { register } }) } });
    const changes: JournalOutboxChange[] = [];
    outbox.subscribeToJournalOutbox((change) => changes.push(change));

    expect(await outbox.retryQueuedEntry(refused)).toBe(true);
    const [retried] = await outbox.listQueuedEntries();
    expect(retried).toMatchObject({ clientId: refused, state: "waiting" });
    expect(retried).not.toHaveProperty("error");
    expect(register).toHaveBeenCalledWith("journal-outbox");
    expect(changes).toEqual([{ type: "journal-outbox-changed", plantId: 7 }]);
    // Only a failed entry is tried again.
    expect(await outbox.retryQueuedEntry(refused)).toBe(false);
    expect(await outbox.retryQueuedEntry(waiting)).toBe(false);
    expect(await outbox.retryQueuedEntry("not-queued")).toBe(false);

    serverSaves();
    expect(await outbox.flushJournalOutbox(asAlice)).toEqual({ sent: [refused, waiting], failed: [], retryLater: false });
    expect(sent(2).clientId).toBe(refused);
  });

  it("tells other tabs what changed on the BroadcastChannel", async () => {
    const otherTab = await loadOutbox();
    const heard: JournalOutboxChange[] = [];
    otherTab.subscribeToJournalOutbox((change) => heard.push(change));
    const clientId = await queueOffline(7, "one");
    serverSaves();
    await outbox.flushJournalOutbox(asAlice);
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
    vm.runInNewContext(SW_SOURCE, { self, indexedDB, fetch: routedFetch, FormData, Blob, BroadcastChannel, console });
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

  it("asks GET /api/user who is signed in and sends only their entries; signed out, nothing now; a 409 waits and the flush goes on", async () => {
    const dispatch = startServiceWorker();
    const alices = await queueOffline(7, "Alice's");
    const bobs = await queueOffline(7, "Bob's", { userId: BOB, gardenId: 2 });
    signedIn = BOB;
    serverSaves();

    await dispatch("sync", { tag: "journal-outbox" });
    expect(userLookups).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sent(0)).toMatchObject({ url: "/api/user-plants/7/journal?garden=2", clientId: bobs, authorId: BOB });
    expect((await outbox.listQueuedEntries()).map((entry) => [entry.clientId, entry.state, entry.error])).toEqual([[alices, "waiting", undefined]]);

    // Signed out: nothing is sent, and the browser is asked to try again later.
    signedIn = null;
    await expect(dispatch("sync", { tag: "journal-outbox" })).rejects.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Alice again, but the session changed under her entry: it waits, and the next one goes.
    signedIn = ALICE;
    const alicesSecond = await queueOffline(8, "Alice's second");
    fetchMock.mockResolvedValueOnce(json(409, { error: NOT_THE_AUTHOR }));
    await dispatch("message", { data: { type: "flush-journal-outbox" } });
    expect([sent(1), sent(2)].map((post) => [post.clientId, post.authorId, post.url])).toEqual([
      [alices, ALICE, "/api/user-plants/7/journal?garden=1"],
      [alicesSecond, ALICE, "/api/user-plants/8/journal?garden=1"],
    ]);
    expect(await outbox.listQueuedEntries()).toEqual([expect.objectContaining({ clientId: alices, state: "waiting", error: NOT_THE_AUTHOR })]);
  });

  it("does not ask who is signed in when nothing is waiting", async () => {
    const dispatch = startServiceWorker();
    const refused = await queueOffline(7, "bad");
    await updateRecord(refused, { state: "failed", error: "Too many photos." });
    await dispatch("sync", { tag: "journal-outbox" });
    expect(userLookups).toBe(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("and the page flushing at the same moment send each entry once", async () => {
    const dispatch = startServiceWorker();
    const queued = [await queueOffline(7, "one"), await queueOffline(7, "two"), await queueOffline(8, "three")];
    serverSaves(5);

    await Promise.all([dispatch("message", { data: { type: "flush-journal-outbox" } }), outbox.flushJournalOutbox(asAlice), dispatch("sync", { tag: "journal-outbox" }).catch(() => {})]);
    // Whoever stopped at the other's claim: one more round sends what is left, still once each.
    await outbox.flushJournalOutbox(asAlice);
    expect(fetchMock.mock.calls.map((_, call) => sent(call).clientId)).toEqual(queued);
    expect(await outbox.listQueuedEntries()).toEqual([]);
  });
});

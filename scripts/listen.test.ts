import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { canSharePort, KEEP_ALIVE_TIMEOUT_MS, listenShared, LISTENING_SOCKETS } from "./listen.mjs";

/** A server on listenShared in a process of its own, each request taking 5 ms of its one thread. */
async function startServer(sockets: number): Promise<{ child: ChildProcess; port: number }> {
  const listen = path.resolve(import.meta.dirname, "listen.mjs");
  const code = `
    const { listenShared } = await import(${JSON.stringify(listen)});
    const busy = (request, response) => { const until = Date.now() + 5; while (Date.now() < until); response.end("ok"); };
    const { port, servers } = await listenShared({ handler: busy, port: 0, hostname: "127.0.0.1", sockets: ${sockets} });
    console.log(JSON.stringify({ port, sockets: servers.length }));`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  const line = await new Promise<string>((resolve, reject) => {
    child.stdout!.once("data", (chunk: Buffer) => resolve(chunk.toString()));
    child.once("exit", (status) => reject(new Error(`the server exited (${status})`)));
  });
  const { port, sockets: listening } = JSON.parse(line) as { port: number; sockets: number };
  expect(listening).toBe(canSharePort() ? sockets : 1);
  return { child, port };
}

const REQUEST = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";

/** A connection that asks again as soon as it is answered, until stopped. */
function keepAsking(port: number): () => void {
  let stopped = false;
  const socket = net.connect(port, "127.0.0.1", () => socket.write(REQUEST));
  socket.on("data", () => (stopped ? socket.destroy() : socket.write(REQUEST)));
  socket.on("error", () => {});
  return () => {
    stopped = true;
  };
}

/** Milliseconds from opening a new connection and sending one request to its answer. */
function oneRequest(port: number): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(REQUEST));
    socket.once("data", () => {
      resolve(performance.now() - started);
      socket.destroy();
    });
    socket.once("error", reject);
  });
}

/** While 10 open connections keep the server busy, 20 new ones arrive at once: how long each waits. */
async function burstWhileBusy(port: number): Promise<number[]> {
  const stops = Array.from({ length: 10 }, () => keepAsking(port));
  await new Promise((resolve) => setTimeout(resolve, 300));
  const waits = await Promise.all(Array.from({ length: 20 }, () => oneRequest(port)));
  for (const stop of stops) stop();
  return waits.sort((a, b) => a - b);
}

describe("listenShared", () => {
  let server: ChildProcess | undefined;
  afterEach(() => {
    server?.kill();
    server = undefined;
  });

  it("knows which Node versions can share a port between sockets", () => {
    expect(canSharePort("20.19.2")).toBe(false);
    expect(canSharePort("22.11.0")).toBe(false);
    expect(canSharePort("22.12.0")).toBe(true);
    expect(canSharePort("23.0.0")).toBe(false);
    expect(canSharePort("23.1.0")).toBe(true);
    expect(canSharePort("24.11.1")).toBe(true);
  });

  // With one listening socket (libuv takes one connection from it per turn of the event loop)
  // the 20th new connection waited 20 busy turns, over a second; with several, a turn or two.
  // Only a Node that can share the port has several: `npm test` runs this on Node 24.
  it.runIf(canSharePort())("takes on a burst of new connections while busy, each within a couple of turns", async () => {
    const started = await startServer(LISTENING_SOCKETS);
    server = started.child;
    const waits = await burstWhileBusy(started.port);
    // A turn here: 10 busy connections and the newcomers, 5 ms each, about 150 ms.
    expect(waits.at(-1)).toBeLessThan(600);
  }, 20_000);

  it("refuses a port another process listens on, as one socket would", async () => {
    const taken = await startServer(1);
    server = taken.child;
    await expect(listenShared({ handler: () => {}, port: taken.port, hostname: "127.0.0.1" })).rejects.toMatchObject({ code: "EADDRINUSE" });
  });

  // Node's default closed a connection idle for 5 s, racing a client that sent its next request on
  // it (an end-to-end test's request failed with ECONNRESET after a 5-second pause).
  it("keeps an idle keep-alive connection open past Node's 5 s, for longer than the proxies' 60 s", async () => {
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    const listening = await listenShared({ handler: (request, response) => response.end("ok"), port: 0, hostname: "127.0.0.1" });
    try {
      for (const each of listening.servers) expect(each.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
      const socket = net.connect(listening.port, "127.0.0.1");
      const answer = () => new Promise<string>((resolve) => socket.once("data", (chunk: Buffer) => resolve(chunk.toString())));
      let closed = false;
      socket.on("close", () => (closed = true));
      socket.write(REQUEST);
      expect(await answer()).toMatch(/^HTTP\/1\.1 200/);
      await new Promise((resolve) => setTimeout(resolve, 5_500));
      expect(closed).toBe(false);
      socket.write(REQUEST);
      expect(await answer()).toMatch(/^HTTP\/1\.1 200/);
      socket.destroy();
    } finally {
      await listening.close();
    }
  }, 20_000);

  it("one socket (the way it was, and the way it is on Node 20) keeps the last newcomer waiting many turns", async () => {
    const started = await startServer(1);
    server = started.child;
    const waits = await burstWhileBusy(started.port);
    expect(waits.at(-1)).toBeGreaterThan(600);
  }, 20_000);
});

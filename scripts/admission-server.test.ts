// The admission of `npm start` (scripts/admission.mjs) in a real HTTP server whose requests take
// the thread for a while without waiting on anything, as a read on the embedded database does
// (PGlite answers inside the promise it returns). The server runs in a worker thread, so the
// clients here keep time while it works. Clients keep their connections open between requests,
// as browsers and the benchmark's clients do.
import net from "node:net";
import { Worker } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ADMISSION = new URL("./admission.mjs", import.meta.url).href;

// `GET /work/<ms>` goes through the admission, holds the thread for that long and answers with
// its place in the order reads were begun in. `POST /water` (a write: the admission lets it
// straight through) answers at once with how many reads were begun before it.
const SERVER = `
const http = require("node:http");
const { parentPort } = require("node:worker_threads");
import(${JSON.stringify(ADMISSION)}).then(({ withAdmission }) => {
  let begun = 0;
  const hold = (ms) => { const until = performance.now() + ms; while (performance.now() < until); };
  const server = http.createServer(withAdmission(async (request, response) => {
    if (request.method === "POST") return response.end(String(begun));
    const place = ++begun;
    await Promise.resolve();
    hold(Number(request.url.split("/")[2]));
    response.end(String(place));
  }, { limit: 4, leaseMs: 1000 }));
  server.listen(0, "127.0.0.1", () => parentPort.postMessage(server.address().port));
});
`;

let worker: Worker;
let port: number;

beforeAll(async () => {
  worker = new Worker(SERVER, { eval: true });
  port = await new Promise<number>((resolve) => worker.once("message", resolve));
});
afterAll(() => worker.terminate());

/**
 * An open connection to the server, on which requests are sent one after another. It has been
 * answered once already, so the server has taken it on (a busy server accepts a new connection or
 * two per turn of its event loop).
 */
async function connection() {
  const socket = net.connect(port, "127.0.0.1");
  await new Promise((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  socket.setEncoding("utf8");
  socket.on("error", () => {});
  let received = "";
  let answered: ((body: string) => void) | undefined;
  socket.on("data", (chunk: string) => {
    received += chunk;
    const headersEnd = received.indexOf("\r\n\r\n");
    const length = /content-length: (\d+)/i.exec(received);
    if (headersEnd < 0 || !length || received.length < headersEnd + 4 + Number(length[1])) return;
    const body = received.slice(headersEnd + 4, headersEnd + 4 + Number(length[1]));
    received = received.slice(headersEnd + 4 + Number(length[1]));
    answered?.(body);
  });
  const request = (path: string, method: string) => `${method} ${path} HTTP/1.1\r\nHost: garden\r\nContent-Length: 0\r\n\r\n`;
  const opened = {
    /** Sends a request; resolves with the number the server answers. */
    send(path: string, method = "GET"): Promise<number> {
      return new Promise((resolve) => {
        answered = (body) => resolve(Number(body));
        socket.write(request(path, method));
      });
    },
    close: () => socket.destroy(),
  };
  await opened.send("/work/0");
  return opened;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Connection = Awaited<ReturnType<typeof connection>>;

describe("npm start's admission, in a server whose reads hold the thread", () => {
  it("holds the thread for at most a few reads at a time: a write sent while twenty reads wait is answered after at most eight of them", async () => {
    const readers = await Promise.all(Array.from({ length: 20 }, () => connection()));
    const writer = await connection();
    const begunAtFirst = await writer.send("/water", "POST");
    // Twenty reads of 40 ms each (0.8 s of work), and a write sent just after them.
    const reads = readers.map((reader) => reader.send("/work/40"));
    await pause(30);
    const readsBegunBefore = (await writer.send("/water", "POST")) - begunAtFirst;
    await Promise.all(reads);
    // At most the four begun on a turn before the write was read, and four more should the reads
    // have reached the server over two turns. Begun where they were read, all twenty ran before
    // the server read anything else.
    expect(readsBegunBefore).toBeLessThanOrEqual(8);
    for (const client of [...readers, writer]) client.close();
  });

  it("begins reads in the order they came: one sent while twenty wait goes after them, and before one sent later", async () => {
    const [early, late, ...waiting] = (await Promise.all(Array.from({ length: 22 }, () => connection()))) as [Connection, Connection, ...Connection[]];
    // Twenty reads of 40 ms each: 0.8 s of work.
    const reads = waiting.map((client) => client.send("/work/40"));
    await pause(100);
    const earlyRead = early.send("/work/40");
    await pause(50);
    const lateRead = late.send("/work/40");
    const places = await Promise.all(reads);
    const [earlyPlace, latePlace] = await Promise.all([earlyRead, lateRead]);
    expect(Math.max(...places)).toBeLessThan(earlyPlace);
    expect(earlyPlace).toBeLessThan(latePlace);
    for (const client of [early, late, ...waiting]) client.close();
  });
});

import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { headersWithBody } from "./headers-with-body.mjs";

type Answer = (response: http.ServerResponse) => void | Promise<void>;

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/**
 * Serves one request with `answer` and counts the writes that reach the connection's socket (each
 * one a system call and a packet), and when the client first heard anything.
 */
async function serve(answer: Answer, withHeadersWithBody: boolean): Promise<{ socketWrites: number; text: string; firstDataMs: number }> {
  let socketWrites = 0;
  const server = http.createServer((request, response) => {
    const socket = response.socket as net.Socket & { _writeGeneric: (...args: unknown[]) => unknown };
    const writeGeneric = socket._writeGeneric;
    socket._writeGeneric = function (...args: unknown[]) {
      socketWrites += 1;
      return writeGeneric.apply(this, args);
    };
    if (withHeadersWithBody) headersWithBody(response);
    void answer(response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const started = performance.now();
  let firstDataMs = -1;
  const text = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"));
    let received = "";
    socket.on("data", (chunk) => {
      if (firstDataMs < 0) firstDataMs = performance.now() - started;
      received += chunk.toString();
    });
    socket.on("end", () => resolve(received));
    socket.on("error", reject);
  });
  return { socketWrites, text, firstDataMs };
}

/**
 * What Next does with a route handler's answer, in promise jobs (it pipes a web stream): the
 * headers flushed, the one chunk written, the end a few jobs later.
 */
const asNextDoes: Answer = async (response) => {
  await Promise.resolve();
  response.setHeader("Content-Type", "application/json");
  response.flushHeaders();
  response.write('{"plants":[]}');
  for (let job = 0; job < 5; job += 1) await Promise.resolve();
  response.end();
};

describe("headersWithBody", () => {
  it("sends the headers, a chunk written with them and an end in the same tick in one write", async () => {
    const plain = await serve(asNextDoes, false);
    const together = await serve(asNextDoes, true);
    expect(plain.socketWrites).toBe(2);
    expect(together.socketWrites).toBe(1);
    expect(together.text).toBe(plain.text.replace(/Date: [^\r]+/, /Date: [^\r]+/.exec(together.text)![0]));
    expect(together.text).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*Transfer-Encoding: chunked\r\n\r\nd\r\n\{"plants":\[\]\}\r\n0\r\n\r\n$/);
  });

  it("still sends flushed headers at once when nothing follows them (a page that streams)", async () => {
    const streaming: Answer = async (response) => {
      response.flushHeaders();
      await new Promise((resolve) => setTimeout(resolve, 300));
      response.end("later");
    };
    const { firstDataMs, text, socketWrites } = await serve(streaming, true);
    expect(firstDataMs).toBeLessThan(250);
    expect(text).toContain("later");
    expect(socketWrites).toBe(2);
  });

  it("leaves a response whose headers went out already, or with no socket, to Node", async () => {
    const twice: Answer = (response) => {
      response.flushHeaders();
      response.flushHeaders();
      response.end("ok");
    };
    const { text } = await serve(twice, true);
    expect(text).toMatch(/\r\n\r\n2\r\nok\r\n0\r\n\r\n$/);
    const detached = new http.ServerResponse(new http.IncomingMessage(new net.Socket()));
    headersWithBody(detached);
    expect(() => detached.flushHeaders()).not.toThrow();
  });
});

import http from "node:http";

/** The most a Vercel Function takes in one request body (its documented limit). */
export const PLATFORM_BODY_LIMIT = 4.5 * 1024 * 1024;

/**
 * A stand-in for that platform in front of an app on 127.0.0.1: a body over the limit is answered
 * 413 before the app sees it (declared, or counted as it arrives), anything else goes through.
 */
export async function startPlatformProxy(port: number, appPort: number): Promise<{ close: () => Promise<void> }> {
  const proxy = http.createServer((incoming, outgoing) => {
    if (Number(incoming.headers["content-length"] ?? 0) > PLATFORM_BODY_LIMIT) {
      outgoing.writeHead(413, { "content-type": "text/plain", connection: "close" }).end("FUNCTION_PAYLOAD_TOO_LARGE");
      incoming.resume();
      return;
    }
    let received = 0;
    const upstream = http.request({ host: "127.0.0.1", port: appPort, method: incoming.method, path: incoming.url, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    upstream.on("error", () => outgoing.destroy());
    incoming.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > PLATFORM_BODY_LIMIT) {
        upstream.destroy();
        outgoing.writeHead(413, { connection: "close" }).end("FUNCTION_PAYLOAD_TOO_LARGE");
      }
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(port, "127.0.0.1", resolve));
  return {
    close: async () => {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}

// A stand-in for an ntfy server on 127.0.0.1, for tests: takes JSON publishes (POST /) and
// keeps them; `failNext(n)` makes the next n publishes fail with a 500, as a server that is down.
//   node scripts/fake-ntfy.mjs [port]   (GET /__messages)
import http from "node:http";

export function startFakeNtfy(port = 0) {
  const messages = [];
  let failures = 0;
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => {
      if (request.method === "GET" && request.url === "/__messages") {
        response.writeHead(200, { "content-type": "application/json" });
        return response.end(JSON.stringify(messages));
      }
      if (request.method !== "POST" || request.url !== "/") {
        response.writeHead(404);
        return response.end();
      }
      if (failures > 0) {
        failures -= 1;
        response.writeHead(500, { "content-type": "application/json" });
        return response.end(JSON.stringify({ code: 50001, error: "down for a test" }));
      }
      let message;
      try {
        message = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        response.writeHead(400);
        return response.end();
      }
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(message.topic ?? "")) {
        response.writeHead(400, { "content-type": "application/json" });
        return response.end(JSON.stringify({ code: 40009, error: "invalid topic" }));
      }
      messages.push(message);
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ id: String(messages.length), event: "message", topic: message.topic }));
    });
  });
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        messages,
        failNext: (count) => {
          failures = count;
        },
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ntfy = await startFakeNtfy(Number(process.argv[2] ?? 0));
  console.log(`fake ntfy on ${ntfy.url}`);
}

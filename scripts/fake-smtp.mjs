// A stand-in for an SMTP server on 127.0.0.1, for tests: it speaks SMTP (smtp-server from npm)
// and keeps each message as sent (envelope and raw MIME); `failNext(n)` refuses the next n
// messages with a 451, as a server that is busy.
//   node scripts/fake-smtp.mjs [port] [http-port]   (GET http://127.0.0.1:<http-port>/__messages lists them)
import http from "node:http";
import { SMTPServer } from "smtp-server";

export function startFakeSmtp(port = 0) {
  const messages = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", () => {
        if (failures > 0) {
          failures -= 1;
          const error = new Error("Busy for a test, try again later");
          error.responseCode = 451;
          return callback(error);
        }
        messages.push({ from: session.envelope.mailFrom.address, to: session.envelope.rcptTo.map((to) => to.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      resolve({
        url: `smtp://127.0.0.1:${server.server.address().port}`,
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
  const smtp = await startFakeSmtp(Number(process.argv[2] ?? 0));
  console.log(`fake SMTP on ${smtp.url}`);
  if (process.argv[3]) {
    http
      .createServer((request, response) => {
        response.writeHead(request.url === "/__messages" ? 200 : 404, { "content-type": "application/json" });
        response.end(request.url === "/__messages" ? JSON.stringify(smtp.messages) : "{}");
      })
      .listen(Number(process.argv[3]), "127.0.0.1");
  }
}

// A TCP proxy between the app and PostgreSQL that counts the SQL statements going through it.
// It reads the frontend side of the wire protocol: a simple query ('Q') is one statement, and in
// the extended protocol each Execute ('E') runs the statement its portal was bound ('B') to from
// a Parse ('P'). Each statement's text is kept, so writes (insert, update, delete) are counted
// too and the statements of a request can be shown. The app's own counter (server/db/client.ts)
// lives inside the server process; this one needs nothing from it.
import net from "node:net";

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;

/** An insert, update or delete, also inside a `with` (a CTE); `select ... for update` is not one. */
export function isWrite(sqlText) {
  const text = sqlText.trim().toLowerCase();
  if (/^(insert|update|delete|merge|truncate)\b/.test(text)) return true;
  return /^with\b/.test(text) && /\)\s*(insert|update|delete)\b/.test(text);
}

/** Reads a NUL-terminated string at offset; returns [string, next offset]. */
function cString(buffer, offset) {
  const end = buffer.indexOf(0, offset);
  return [buffer.toString("utf8", offset, end), end + 1];
}

/** Parses one connection's frontend messages as they arrive, calling onStatement(sqlText) per execution. */
function frontendParser(onStatement) {
  let pending = Buffer.alloc(0);
  let startedUp = false;
  const statements = new Map(); // prepared statement name -> SQL ("" is the unnamed one)
  const portals = new Map(); // portal name -> SQL

  function message(type, body) {
    if (type === "Q") {
      onStatement(cString(body, 0)[0]);
    } else if (type === "P") {
      const [name, next] = cString(body, 0);
      statements.set(name, cString(body, next)[0]);
    } else if (type === "B") {
      const [portal, next] = cString(body, 0);
      portals.set(portal, statements.get(cString(body, next)[0]) ?? "");
    } else if (type === "E") {
      onStatement(portals.get(cString(body, 0)[0]) ?? "");
    } else if (type === "C" && body[0] === 0x53 /* 'S': close a prepared statement */) {
      statements.delete(cString(body, 1)[0]);
    }
  }

  return (chunk) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    let offset = 0;
    for (;;) {
      if (!startedUp) {
        // Startup-phase messages have no type byte: length, then a code.
        if (pending.length - offset < 8) break;
        const length = pending.readInt32BE(offset);
        if (pending.length - offset < length) break;
        const code = pending.readInt32BE(offset + 4);
        offset += length;
        if (code !== SSL_REQUEST && code !== GSSENC_REQUEST && code !== CANCEL_REQUEST) startedUp = true;
        continue;
      }
      if (pending.length - offset < 5) break;
      const length = pending.readInt32BE(offset + 1);
      if (pending.length - offset < 1 + length) break;
      message(String.fromCharCode(pending[offset]), pending.subarray(offset + 5, offset + 1 + length));
      offset += 1 + length;
    }
    pending = offset === pending.length ? Buffer.alloc(0) : pending.subarray(offset);
  };
}

/**
 * Starts the proxy on 127.0.0.1 in front of `target` ({ host, port }). `counts()` is what went
 * through since the last `reset()`: statements, writes and their texts in order.
 */
export async function startSqlCounter(target) {
  let log = [];
  const sockets = new Set();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    sockets.add(client).add(upstream);
    const parse = frontendParser((sqlText) => log.push(sqlText));
    client.on("data", (chunk) => {
      try {
        parse(chunk);
      } catch {
        // Counting must never break the connection.
      }
      upstream.write(chunk);
    });
    upstream.on("data", (chunk) => client.write(chunk));
    const cut = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("error", cut).on("close", cut);
    upstream.on("error", cut).on("close", cut);
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  return {
    port: server.address().port,
    reset() {
      log = [];
    },
    counts() {
      return { statements: log.length, writes: log.filter(isWrite).length, sql: [...log] };
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** The URL with its host and port replaced by the proxy's. */
export function throughProxy(databaseUrl, port) {
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  return url.toString();
}

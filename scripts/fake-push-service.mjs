// A stand-in for a browser push service (FCM, Mozilla autopush) on 127.0.0.1, for tests.
// It hands out subscriptions whose keys it holds, checks each push as a real service would
// (VAPID authorization: an ES256 JWT for this origin, signed by the key in `k`; TTL; the
// aes128gcm encoding of RFC 8291) and decrypts the payload, so tests can read what was sent.
//   node scripts/fake-push-service.mjs [port]   (POST /__subscriptions, GET /__received)
import crypto from "node:crypto";
import http from "node:http";

const b64url = (buffer) => Buffer.from(buffer).toString("base64url");

function verifyVapid(authorization, endpointOrigin) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? "");
  if (!match) return { error: "no vapid authorization" };
  const [, token, key] = match;
  const point = Buffer.from(key, "base64url");
  if (point.length !== 65 || point[0] !== 4) return { error: "k is not an uncompressed P-256 key" };
  const publicKey = crypto.createPublicKey({ key: { kty: "EC", crv: "P-256", x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) }, format: "jwk" });
  const [header, claims, signature] = token.split(".");
  const header_ = JSON.parse(Buffer.from(header, "base64url").toString());
  if (header_.alg !== "ES256") return { error: `alg ${header_.alg}` };
  const valid = crypto.verify("sha256", Buffer.from(`${header}.${claims}`), { key: publicKey, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
  if (!valid) return { error: "bad signature" };
  const payload = JSON.parse(Buffer.from(claims, "base64url").toString());
  const now = Math.floor(Date.now() / 1000);
  if (payload.aud !== endpointOrigin) return { error: `aud ${payload.aud}` };
  if (!(payload.exp > now && payload.exp <= now + 24 * 60 * 60)) return { error: "exp out of range" };
  if (!/^(mailto:|https:\/\/)/.test(payload.sub ?? "")) return { error: `sub ${payload.sub}` };
  return { publicKey: key, subject: payload.sub };
}

/** RFC 8291 / RFC 8188: one aes128gcm record, decrypted with the subscription's private key. */
function decrypt(body, subscription) {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = subscription.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), subscription.ecdh.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(crypto.hkdfSync("sha256", shared, subscription.auth, keyInfo, 32));
  const cek = Buffer.from(crypto.hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(crypto.hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = crypto.createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("no final-record delimiter");
  return padded.subarray(0, end).toString("utf8");
}

export function startFakePushService(port = 0) {
  const subscriptions = new Map();
  /** Every push that arrived: the subscription, its checks and the decrypted payload. */
  const received = [];
  let nextId = 1;
  let url = "";

  function newSubscription() {
    const id = String(nextId++);
    const ecdh = crypto.createECDH("prime256v1");
    ecdh.generateKeys();
    const auth = crypto.randomBytes(16);
    subscriptions.set(id, { ecdh, auth, status: 201 });
    return { endpoint: `${url}/push/${id}`, expirationTime: null, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
  }

  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks);
      const reply = (status, json) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(json === undefined ? "" : JSON.stringify(json));
      };
      if (request.method === "POST" && request.url === "/__subscriptions") return reply(200, newSubscription());
      if (request.method === "GET" && request.url === "/__received") return reply(200, received);
      const match = /^\/__gone\/(\d+)$/.exec(request.url ?? "");
      if (request.method === "POST" && match) {
        subscriptions.get(match[1]).status = 410;
        return reply(204);
      }
      const push = /^\/push\/(\d+)$/.exec(request.url ?? "");
      const subscription = push && subscriptions.get(push[1]);
      if (request.method !== "POST" || !subscription) return reply(404, { error: "unknown subscription" });
      const problems = [];
      const vapid = verifyVapid(request.headers.authorization, url);
      if (vapid.error) problems.push(vapid.error);
      if (request.headers["content-encoding"] !== "aes128gcm") problems.push(`content-encoding ${request.headers["content-encoding"]}`);
      if (!/^\d+$/.test(request.headers.ttl ?? "")) problems.push("no TTL");
      let payload = null;
      try {
        payload = JSON.parse(decrypt(body, subscription));
      } catch (error) {
        problems.push(`could not decrypt: ${error.message}`);
      }
      received.push({ subscription: push[1], status: subscription.status, ttl: Number(request.headers.ttl), urgency: request.headers.urgency ?? null, vapid, problems, payload });
      if (problems.length > 0) return reply(problems.some((problem) => problem.includes("vapid") || problem.includes("signature")) ? 403 : 400, { problems });
      return reply(subscription.status);
    });
  });

  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      url = `http://127.0.0.1:${server.address().port}`;
      resolve({
        url,
        received,
        newSubscription,
        /** The push service forgets a subscription: it answers 410 Gone from now on. */
        forget: (endpoint) => {
          subscriptions.get(endpoint.split("/").pop()).status = 410;
        },
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const service = await startFakePushService(Number(process.argv[2] ?? 0));
  console.log(`fake push service on ${service.url}`);
}

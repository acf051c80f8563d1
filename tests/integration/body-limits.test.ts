// Request bodies are counted as they arrive, against the limit of their kind of route: auth and
// JSON small, photos and imports their documented maxima. A declared Content-Length over it is
// refused before a byte is read; a chunked body is cut off at the limit. The import's hourly limit
// and its one-at-a-time rule are taken before its body is read. Each test sends a 200 MB body that
// is made as it is read, and counts how much of it the server asked for.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as authPost } from "@/app/api/auth/[...all]/route";
import { POST as importData } from "@/app/api/import/route";
import { POST as chat } from "@/app/api/chat/message/route";
import { PATCH as patchUser } from "@/app/api/user/route";
import { POST as addCustomPlant } from "@/app/api/user-plants/custom/route";
import { AUTH_BODY_MAX_BYTES, JSON_BODY_MAX_BYTES } from "@/server/http/body";
import { IMPORTS_PER_HOUR, importLimitBytes } from "@/server/export/import";
import { takeLease } from "@/server/notifications/job-lease";
import { MAX_PHOTO_BYTES } from "@/server/garden/photos";
import { recordEvent } from "@/server/rate-limit";
import { BASE_URL, call, signUp } from "../support/api";

const MB = 1024 * 1024;
const BIG = 200 * MB;
const CHUNK = 64 * 1024;
/** What the multipart forms may add around their file. */
const FORM_OVERHEAD = 64 * 1024;

/** A body of `size` bytes made as it is read (never held whole), and how many bytes were read. */
function streamedBody(size: number, start = "") {
  const counted = { bytes: 0 };
  const head = new TextEncoder().encode(start);
  const filler = new Uint8Array(CHUNK).fill(0x61);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent >= size) return controller.close();
        const chunk = sent === 0 && head.length > 0 ? head : filler.subarray(0, Math.min(CHUNK, size - sent));
        sent += chunk.byteLength;
        counted.bytes += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, counted };
}

function bodyRequest(path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string>, method = "POST") {
  return new Request(`${BASE_URL}${path}`, { method, body, headers, duplex: "half" } as RequestInit);
}

describe("request bodies are counted against their route's limit as they arrive", () => {
  it("a signed-out 200 MB sign-in is cut off at the auth limit (413), and a declared one is refused unread", async () => {
    const chunked = streamedBody(BIG, '{"email":"');
    const answer = await call(authPost, bodyRequest("/api/auth/sign-in/email", chunked.stream, { "content-type": "application/json" }));
    expect(answer.status).toBe(413);
    expect(chunked.counted.bytes).toBeLessThanOrEqual(AUTH_BODY_MAX_BYTES + CHUNK);

    const declared = streamedBody(BIG, '{"email":"');
    const refused = await call(authPost, bodyRequest("/api/auth/sign-in/email", declared.stream, { "content-type": "application/json", "content-length": String(BIG) }));
    expect(refused.status).toBe(413);
    expect(declared.counted.bytes).toBe(0);
  });

  it("a signed-in JSON route reads at most its limit; signed out it reads nothing", async () => {
    const gardener = await signUp();
    for (const [handler, path, method] of [
      [patchUser, "/api/user", "PATCH"],
      [chat, "/api/chat/message", "POST"],
    ] as const) {
      const chunked = streamedBody(BIG, '{"timezone":"');
      const answer = await call(handler, bodyRequest(path, chunked.stream, { "content-type": "application/json", authorization: `Bearer ${gardener.token}` }, method));
      expect(answer.status, path).toBe(413);
      expect(answer.body.error).toBe(`The request body is too large: at most ${JSON_BODY_MAX_BYTES / 1024} KB.`);
      expect(chunked.counted.bytes).toBeLessThanOrEqual(JSON_BODY_MAX_BYTES + CHUNK);

      const signedOut = streamedBody(BIG, "{");
      expect((await call(handler, bodyRequest(path, signedOut.stream, { "content-type": "application/json" }, method))).status).toBe(401);
      expect(signedOut.counted.bytes).toBe(0);
    }
  });

  it("a photo upload reads at most 10 MB and its form", async () => {
    const gardener = await signUp();
    const chunked = streamedBody(BIG, "--x\r\nContent-Disposition: form-data; name=\"image\"; filename=\"a.jpg\"\r\n\r\n");
    const answer = await call(addCustomPlant, bodyRequest("/api/user-plants/custom", chunked.stream, { "content-type": "multipart/form-data; boundary=x", authorization: `Bearer ${gardener.token}` }));
    expect(answer.status).toBe(413);
    expect(answer.body.error).toBe("Photos must be 10 MB or smaller.");
    expect(chunked.counted.bytes).toBeLessThanOrEqual(MAX_PHOTO_BYTES + FORM_OVERHEAD + CHUNK);
  });

  describe("imports", () => {
    const importRequest = (token: string, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
      bodyRequest("/api/import", body, { "content-type": "multipart/form-data; boundary=x", authorization: `Bearer ${token}`, ...headers });

    it("read at most IMPORT_MAX_MB and the form", async () => {
      const gardener = await signUp();
      const chunked = streamedBody(BIG, "--x\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.zip\"\r\n\r\n");
      const answer = await call(importData, importRequest(gardener.token, chunked.stream));
      expect(answer.status).toBe(413);
      expect(chunked.counted.bytes).toBeLessThanOrEqual(importLimitBytes() + FORM_OVERHEAD + CHUNK);
    });

    it(`take the hourly limit (${IMPORTS_PER_HOUR}) before the body is read: a refused import reads nothing`, async () => {
      const gardener = await signUp();
      for (let made = 0; made < IMPORTS_PER_HOUR; made += 1) await recordEvent(`import:${gardener.id}`);
      const body = streamedBody(BIG);
      const answer = await call(importData, importRequest(gardener.token, body.stream));
      expect(answer.status).toBe(429);
      expect(body.counted.bytes).toBe(0);
    });

    it("run one at a time per gardener (409 while another runs), reading nothing", async () => {
      const gardener = await signUp();
      const now = new Date();
      expect(await takeLease(`import:${gardener.id}`, randomUUID(), now, new Date(now.getTime() + 60_000))).toBe(true);
      const body = streamedBody(BIG);
      const answer = await call(importData, importRequest(gardener.token, body.stream));
      expect(answer.status).toBe(409);
      expect(answer.body.error).toBe("An import of yours is already running. Wait for it to finish, then try again.");
      expect(body.counted.bytes).toBe(0);
      // Another gardener is not held up.
      const other = await signUp();
      const theirs = streamedBody(10, "not a form");
      expect((await call(importData, importRequest(other.token, theirs.stream))).status).toBe(400);
    });
  });
});

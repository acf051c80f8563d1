import { getPayloadFromClientToken } from "@vercel/blob/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createBlobStorage } from "./blob";

describe("a Vercel Blob upload from the browser", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is a client token for one pathname, size and type, valid for the time asked, signed without a request", async () => {
    vi.stubEnv("BLOB_READ_WRITE_TOKEN", "vercel_blob_rw_store123_0123456789abcdef0123456789abcdef");
    const before = Date.now();
    const upload = await createBlobStorage().authorizeUpload!("users/u1/imports/abc", "application/octet-stream", 12_345_678, 900);
    expect(upload.kind).toBe("vercel-blob");
    if (upload.kind !== "vercel-blob") return;
    expect(upload.pathname).toBe("users/u1/imports/abc");
    const payload = getPayloadFromClientToken(upload.token);
    expect(payload).toMatchObject({ pathname: "users/u1/imports/abc", maximumSizeInBytes: 12_345_678, allowedContentTypes: ["application/octet-stream"], addRandomSuffix: false, allowOverwrite: false });
    expect(payload.validUntil).toBeGreaterThanOrEqual(before + 900_000);
    expect(payload.validUntil).toBeLessThanOrEqual(Date.now() + 900_000);
  });

  it("refuses a key that is not a safe path", async () => {
    vi.stubEnv("BLOB_READ_WRITE_TOKEN", "vercel_blob_rw_store123_0123456789abcdef0123456789abcdef");
    await expect(createBlobStorage().authorizeUpload!("../elsewhere", "application/octet-stream", 10, 900)).rejects.toThrow("Invalid storage key");
  });
});

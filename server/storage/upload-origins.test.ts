import { afterEach, describe, expect, it, vi } from "vitest";
import { directUploadOrigins } from "./upload-origins";

describe("where a browser may send files straight to the store", () => {
  afterEach(() => vi.unstubAllEnvs());
  const configure = (variables: Record<string, string>) => {
    for (const name of ["BLOB_READ_WRITE_TOKEN", "S3_BUCKET", "S3_REGION", "S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"]) vi.stubEnv(name, variables[name] ?? "");
  };

  it("is nowhere on disk, Vercel's blob API on Blob, the endpoint or the bucket's AWS host on S3", () => {
    configure({});
    expect(directUploadOrigins()).toEqual([]);
    configure({ BLOB_READ_WRITE_TOKEN: "vercel_blob_rw_store123_secret" });
    expect(directUploadOrigins()).toEqual(["https://vercel.com"]);
    configure({ S3_BUCKET: "garden", S3_REGION: "eu-west-1" });
    expect(directUploadOrigins()).toEqual(["https://garden.s3.eu-west-1.amazonaws.com"]);
    configure({ S3_BUCKET: "garden", S3_REGION: "auto", S3_ENDPOINT: "https://minio.example.org:9000/", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" });
    expect(directUploadOrigins()).toEqual(["https://minio.example.org:9000"]);
  });
});

// A stand-in S3-compatible store on 127.0.0.1 for tests (s3rver: the S3 REST API with signature
// checks, objects kept in a temporary folder), holding one empty bucket. The app reaches it as it
// reaches MinIO: S3_ENDPOINT with path-style addressing.
//   node scripts/fake-s3.mjs [port]   (prints the variables to point the app at it)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export const FAKE_S3_BUCKET = "garden-photos";
// s3rver's one account.
const ACCESS_KEY_ID = "S3RVER";
const SECRET_ACCESS_KEY = "S3RVER";

/**
 * Starts it; resolves to `{ url, env, directory, objects, close }`: `env` holds the app's S3_*
 * variables. `corsOrigin`: the bucket takes PUTs from that browser origin (a bucket's CORS rule).
 */
export async function startFakeS3(port = 0, { corsOrigin } = {}) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "fake-s3-"));
  const cors = corsOrigin
    ? [`<CORSConfiguration><CORSRule><AllowedOrigin>${corsOrigin}</AllowedOrigin><AllowedMethod>PUT</AllowedMethod><AllowedHeader>*</AllowedHeader></CORSRule></CORSConfiguration>`]
    : [];
  const server = new S3rver({ address: "127.0.0.1", port, silent: true, directory, configureBuckets: [{ name: FAKE_S3_BUCKET, configs: cors }] });
  const address = await server.run();
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    directory,
    env: { S3_BUCKET: FAKE_S3_BUCKET, S3_REGION: "us-east-1", S3_ENDPOINT: url, S3_ACCESS_KEY_ID: ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY },
    /** The keys the bucket holds now, read from s3rver's folder (not through S3). */
    objects: () =>
      fs
        .readdirSync(path.join(directory, FAKE_S3_BUCKET), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith("._S3rver_object"))
        .map((entry) => path.relative(path.join(directory, FAKE_S3_BUCKET), path.join(entry.parentPath, entry.name)).replace(/\._S3rver_object$/, ""))
        .sort(),
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const store = await startFakeS3(Number(process.argv[2] ?? 0));
  for (const [name, value] of Object.entries(store.env)) console.log(`${name}=${value}`);
}

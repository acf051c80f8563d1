export const FAKE_S3_BUCKET: string;
export type FakeS3 = {
  url: string;
  directory: string;
  env: { S3_BUCKET: string; S3_REGION: string; S3_ENDPOINT: string; S3_ACCESS_KEY_ID: string; S3_SECRET_ACCESS_KEY: string };
  objects: () => string[];
  close: () => Promise<void>;
};
export function startFakeS3(port?: number, options?: { corsOrigin?: string }): Promise<FakeS3>;

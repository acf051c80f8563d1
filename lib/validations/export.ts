import { z } from "@/lib/zod";

/** GET /api/export?format=zip|json: the zip with photos (default), or garden.json alone. */
export const exportFormatSchema = z
  .enum(["zip", "json"], { error: 'format must be "zip" (garden.json and the photos) or "json" (garden.json alone).' })
  .default("zip");

/** POST /api/import/uploads: the size of the file the browser will send straight to the store. */
export const importUploadRequestSchema = z.strictObject({
  size: z.number({ error: "size must be the file's size in bytes." }).int("size must be a whole number of bytes.").positive("size must be the file's size in bytes."),
});

/** POST /api/import as JSON: the upload POST /api/import/uploads authorised, once the browser has sent it. */
export const importFromUploadSchema = z.strictObject({
  upload: z.uuid({ error: "upload must be the id POST /api/import/uploads answered." }),
});

import { z } from "@/lib/zod";

/** GET /api/export?format=zip|json: the zip with photos (default), or garden.json alone. */
export const exportFormatSchema = z
  .enum(["zip", "json"], { error: 'format must be "zip" (garden.json and the photos) or "json" (garden.json alone).' })
  .default("zip");

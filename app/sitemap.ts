import type { MetadataRoute } from "next";
import { pageOrigin } from "@/server/http/origin";

// Rendered per request so APP_URL can be set at run time, and without it the address served at is used.
export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = await pageOrigin();
  return [
    { url: `${base}/`, changeFrequency: "weekly", priority: 1 },
    { url: `${base}/register`, changeFrequency: "monthly", priority: 0.8 },
    { url: `${base}/login`, changeFrequency: "monthly", priority: 0.5 },
  ];
}

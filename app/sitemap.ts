import type { MetadataRoute } from "next";

// Rendered per request so APP_URL can be set at run time.
export const dynamic = "force-dynamic";
import { siteUrl } from "@/server/http/origin";

export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteUrl();
  return [
    { url: `${base}/`, changeFrequency: "weekly", priority: 1 },
    { url: `${base}/register`, changeFrequency: "monthly", priority: 0.8 },
    { url: `${base}/login`, changeFrequency: "monthly", priority: 0.5 },
  ];
}

import type { MetadataRoute } from "next";
import { env } from "@/server/env";
import { pageOrigin } from "@/server/http/origin";
import { uploadUrl } from "@/server/storage";
import { USERS_FOLDER } from "@/server/storage/keys";

// Rendered per request: APP_URL and the deployment (a preview or not) are read at run time.
export const dynamic = "force-dynamic";

export default async function robots(): Promise<MetadataRoute.Robots> {
  // A preview is nobody's to find: nothing of it is crawled (and every response says noindex: proxy.ts).
  if (env().preview) return { rules: { userAgent: "*", disallow: "/" } };
  return {
    // The API and gardeners' own photos (served to their owner only) are nobody's to crawl.
    rules: { userAgent: "*", allow: "/", disallow: ["/api/", uploadUrl(USERS_FOLDER)] },
    sitemap: `${await pageOrigin()}/sitemap.xml`,
  };
}

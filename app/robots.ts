import type { MetadataRoute } from "next";

// Rendered per request so APP_URL can be set at run time.
export const dynamic = "force-dynamic";
import { siteUrl } from "@/server/http/origin";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/api/", "/uploads/user-photos/"] },
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}

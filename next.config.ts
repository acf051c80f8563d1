import type { NextConfig } from "next";
import { securityHeaders } from "./server/http/security-headers";

const nextConfig: NextConfig = {
  // Native or WASM-backed packages stay outside the server bundle.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "sharp"],
  poweredByHeader: false,
  experimental: {
    // The proxy buffers request bodies (10 MB by default); a 10 MB photo plus its form fields must fit.
    proxyClientMaxBodySize: "12mb",
  },
  async headers() {
    return [
      {
        // Next's build files skip proxy.ts (which sets these on everything else, HSTS included).
        source: "/_next/static/:path*",
        headers: Object.entries(securityHeaders({ https: false })).map(([key, value]) => ({ key, value })),
      },
      {
        // The import upload skips proxy.ts (see its matcher), which sets these on everything else.
        source: "/api/import",
        headers: Object.entries({ ...securityHeaders({ https: false }), "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'" }).map(([key, value]) => ({ key, value })),
      },
      {
        // Catalogue illustrations are referenced with a cache-busting query string.
        source: "/uploads/plant-images/:file*",
        headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }],
      },
    ];
  },
};

export default nextConfig;

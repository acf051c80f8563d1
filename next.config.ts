import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Native or WASM-backed packages stay outside the server bundle.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "sharp"],
  poweredByHeader: false,
  async headers() {
    return [
      {
        // Catalogue illustrations are referenced with a cache-busting query string.
        source: "/uploads/plant-images/:file*",
        headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }],
      },
    ];
  },
};

export default nextConfig;

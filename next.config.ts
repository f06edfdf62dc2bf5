import { withSerwist } from "@serwist/turbopack";
import type { NextConfig } from "next";
import { securityHeaders } from "./lib/http/security-headers";

/**
 * `.ci/run` type-checks the whole tree in a step of its own (`next typegen`, then tsc over the
 * app, its tests and the route types) and builds once, from a clean clone: with
 * CI_TYPECHECKED=1 the build neither checks the types a second time nor writes Turbopack's
 * cache for a later build that never comes. Every other build does both.
 */
const typeCheckedBuildOnce = process.env.CI_TYPECHECKED === "1";

const nextConfig: NextConfig = {
  // PGlite ships wasm and extension files, pdfkit ships font data: bundling breaks both.
  serverExternalPackages: ["@electric-sql/pglite", "pdfkit"],
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: typeCheckedBuildOnce },
  experimental: { turbopackFileSystemCacheForBuild: !typeCheckedBuildOnce },
  // A self-contained server in .next/standalone (Docker, any Node host): `npm run build`
  // then copies the static files, migrations and bundled foods beside it (scripts/standalone-assets.mjs).
  output: "standalone",
  // Migrations and the bundled foods (db/data) are read at run time (start, /api/ready):
  // ship them with every function. Scalar's browser bundle is read by the route that serves
  // it to /developers (app/developers/scalar/route.ts).
  outputFileTracingIncludes: {
    "/*": ["./db/migrations/**/*", "./db/data/**/*"],
    "/developers/scalar": ["./node_modules/@scalar/api-reference/dist/browser/standalone.js"],
  },
  // Lets several dev servers (or a dev server and a build) share one checkout.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders(process.env.NODE_ENV === "production") },
      { source: "/api/:path*", headers: [{ key: "Cache-Control", value: "no-store" }] },
      // the API's document is the same for everyone: the later rule wins for its path
      { source: "/api/openapi.json", headers: [{ key: "Cache-Control", value: "public, max-age=300" }] },
      // a provider link is a secret: never sent on as a referrer, never indexed or cached
      {
        source: "/share/:path*",
        headers: [
          { key: "Referrer-Policy", value: "no-referrer" },
          { key: "X-Robots-Tag", value: "noindex, nofollow" },
          { key: "Cache-Control", value: "no-store" },
        ],
      },
    ];
  },
};

// esbuild bundles the service worker at build time (app/serwist/[path]/route.ts): kept external
export default withSerwist(nextConfig);

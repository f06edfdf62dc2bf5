/**
 * Serves the service worker (/serwist/sw.js and its source map), bundled from sw/index.ts by
 * esbuild with the build's precache manifest, at build time (a static route).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createSerwistRoute } from "@serwist/turbopack";

// the offline page changes with the code that renders it; the package version is enough
const revision = createHash("sha256").update(readFileSync("package.json")).digest("hex").slice(0, 16);

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: "sw/index.ts",
  useNativeEsbuild: true,
  additionalPrecacheEntries: [{ url: "/offline", revision }],
});

/**
 * Serves the service worker (/serwist/sw.js and its source map), bundled from sw/index.ts by
 * esbuild with the build's precache manifest, at build time (a static route).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createSerwistRoute } from "@serwist/turbopack";

type ManifestTransform = NonNullable<Parameters<typeof createSerwistRoute>[0]["manifestTransforms"]>[number];

/**
 * Adds the offline page. Its HTML names the build's CSS and script files, so its revision
 * follows them (and its own source): a new build fetches it again instead of keeping a copy
 * whose files the new precache no longer holds.
 */
const withOfflinePage: ManifestTransform = (entries) => {
  const hash = createHash("sha256").update(readFileSync("app/offline/page.tsx"));
  for (const entry of entries) hash.update(`${entry.url} ${entry.revision ?? ""}\n`);
  const revision = hash.digest("hex").slice(0, 16);
  return { manifest: [...entries, { url: "/offline", revision, size: 0 }], warnings: [] };
};

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: "sw/index.ts",
  useNativeEsbuild: true,
  manifestTransforms: [withOfflinePage],
});

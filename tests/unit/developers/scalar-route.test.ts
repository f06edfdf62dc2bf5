/**
 * GET /developers/scalar: Scalar's bundle from our own origin, as JavaScript, cached for a
 * year only under the installed version's URL.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GET } from "@/app/developers/scalar/route";
import { SCALAR_FILE, SCALAR_SCRIPT_URL, SCALAR_VERSION } from "@/lib/developers/scalar-asset";
import packageJson from "@/package.json";

const get = (path: string) => GET(new Request(`http://localhost${path}`));

describe("the Scalar bundle route", () => {
  it("names the installed version in the page's script URL", () => {
    expect(SCALAR_VERSION).toBe(packageJson.dependencies["@scalar/api-reference"]);
    expect(SCALAR_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
    expect(SCALAR_SCRIPT_URL).toBe(`/developers/scalar?v=${SCALAR_VERSION}`);
  });

  it("answers the bundle as JavaScript, immutable under the current version", async () => {
    const res = await get(SCALAR_SCRIPT_URL);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.equals(readFileSync(SCALAR_FILE))).toBe(true);
    expect(body.toString("utf8", body.length - 2000)).toContain("window.Scalar={createApiReference:");
  });

  it("is revalidated under any other version, so no cache keeps an old file under a new key", async () => {
    for (const path of ["/developers/scalar", "/developers/scalar?v=0.0.1"]) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      await res.body?.cancel();
    }
  });
});

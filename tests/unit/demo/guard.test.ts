import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { demoRefusal } from "@/lib/demo/guard";
import { pgliteHolders } from "@/lib/demo/pglite-holders";

describe("demoRefusal", () => {
  it("allows development, with or without a local APP_URL", () => {
    expect(demoRefusal({})).toBeNull();
    expect(demoRefusal({ NODE_ENV: "development", APP_URL: "http://localhost:4800" })).toBeNull();
    expect(demoRefusal({ APP_URL: "http://127.0.0.1:3000/" })).toBeNull();
  });

  it("refuses a production server, naming why", () => {
    expect(demoRefusal({ NODE_ENV: "production" })).toMatch(/runs only in development: NODE_ENV is production\.$/);
    expect(demoRefusal({ NODE_ENV: "development", APP_URL: "https://vitalog.example.com" })).toMatch(
      /APP_URL \(https:\/\/vitalog\.example\.com\) is a production address/,
    );
    expect(demoRefusal({ APP_URL: "not a url" })).toMatch(/APP_URL \(not a url\)/);
  });
});

describe("pgliteHolders", () => {
  it.skipIf(process.platform !== "linux")("names a process with a file of the directory open", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "demo-holders-"));
    try {
      writeFileSync(path.join(dir, "PG_VERSION"), "17");
      expect(pgliteHolders(dir, { self: -1 })).toEqual([]);
      const fd = openSync(path.join(dir, "PG_VERSION"), "r");
      try {
        const holders = pgliteHolders(dir, { self: -1 });
        expect(holders.map((h) => h.pid)).toContain(process.pid);
        expect(pgliteHolders(dir)).toEqual([]); // the demo's own process does not count
        expect(pgliteHolders(`${dir}-other`, { self: -1 })).toEqual([]);
      } finally {
        closeSync(fd);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

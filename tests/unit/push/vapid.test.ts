/** The server's VAPID keys: from the environment, generated once in development, else none (push unavailable). */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import webpush from "web-push";
import { afterEach, describe, expect, it } from "vitest";
import { env, resetEnvCache } from "@/lib/env";
import { vapidKeys } from "@/lib/push/vapid";

const NAMES = ["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY", "VAPID_SUBJECT", "NODE_ENV"] as const;
const saved = Object.fromEntries(NAMES.map((n) => [n, process.env[n]]));

function setEnv(values: Partial<Record<(typeof NAMES)[number], string | undefined>>) {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCache();
}

afterEach(() => setEnv(saved));

describe("vapidKeys", () => {
  it("takes the pair from the environment, the subject defaulting to the support address", () => {
    const keys = webpush.generateVAPIDKeys();
    setEnv({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: undefined });
    expect(vapidKeys()).toEqual({ ...keys, subject: "mailto:support@vitalog.app" });
  });

  it("is null without the pair outside development, and with half of it", () => {
    setEnv({ VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined, NODE_ENV: "production" });
    expect(vapidKeys()).toBeNull();
    setEnv({ VAPID_PUBLIC_KEY: webpush.generateVAPIDKeys().publicKey, NODE_ENV: "development" });
    expect(vapidKeys()).toBeNull();
  });

  it("refuses a malformed key or subject, naming the variable", () => {
    setEnv({ VAPID_PUBLIC_KEY: "not-a-key" });
    expect(() => env()).toThrow(/VAPID_PUBLIC_KEY must be an uncompressed P-256 public key/);
    setEnv({ VAPID_PUBLIC_KEY: undefined, VAPID_SUBJECT: "ops@example.com" });
    expect(() => env()).toThrow(/VAPID_SUBJECT must be a mailto: or https: address/);
  });

  it("generates a pair once into .data/ in development, and reads it back", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "vapid-"));
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      setEnv({ VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined, NODE_ENV: "development" });
      const first = vapidKeys();
      expect(first?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      const stored = JSON.parse(readFileSync(path.join(dir, ".data", "vapid-keys.json"), "utf8"));
      expect(stored).toEqual({ publicKey: first!.publicKey, privateKey: first!.privateKey });
      expect(vapidKeys()).toEqual(first);
    } finally {
      process.chdir(cwd);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

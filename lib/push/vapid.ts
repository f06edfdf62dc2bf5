import "server-only";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";
import { env } from "@/lib/env";
import { log } from "@/lib/log";

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

let warned = false;
let devKeys: { publicKey: string; privateKey: string } | undefined;

/**
 * The server's VAPID key pair, or null when push is not set up: then push is offered as
 * unavailable and reminders go by email. Development without the variables generates a pair
 * once into .data/ (like the auth secret), so a browser's subscription survives restarts;
 * production and tests use only what the environment gives.
 */
export function vapidKeys(): VapidKeys | null {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT, SUPPORT_EMAIL, NODE_ENV } = env();
  const subject = VAPID_SUBJECT ?? `mailto:${SUPPORT_EMAIL}`;
  if (VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY) {
    return { publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY, subject };
  }
  if (VAPID_PUBLIC_KEY || VAPID_PRIVATE_KEY) {
    if (!warned)
      log.warn("push notifications are off: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all");
    warned = true;
    return null;
  }
  if (NODE_ENV !== "development") return null;
  return { ...(devKeys ??= developmentKeys()), subject };
}

function developmentKeys(): { publicKey: string; privateKey: string } {
  const file = path.join(process.cwd(), ".data", "vapid-keys.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as { publicKey: string; privateKey: string };
  mkdirSync(path.dirname(file), { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

/**
 * The Web Push payloads: a browser's subscription as `PushSubscription.toJSON()` gives it,
 * the endpoint that ends one, and a dose snoozed from its notification.
 */
import * as z from "zod/mini";
import type { output } from "zod/v4/core";
import { dateSchema, timeSchema } from "@/lib/validation/common";

export const PUSH_NOT_CONFIGURED = "Push notifications are not set up on this server; reminders come by email.";
export const SUBSCRIPTION_NOT_FOUND = "No push subscription of yours has this endpoint.";
export const ENDPOINT_MAX = 2048;
export const SNOOZE_MINUTES_DEFAULT = 10;
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * A push service's address: https; outside production also http(s) on this machine (the
 * test stand-in). Push services are the browsers' own, so nothing else is a real endpoint.
 */
export function isPushEndpoint(value: string, production = process.env.NODE_ENV === "production"): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === "https:") return production ? !LOCAL_HOSTS.has(url.hostname) : true;
  return !production && url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname);
}

const ENDPOINT_MESSAGE = "endpoint must be the push service's https address";

const endpointSchema = z.string({ error: ENDPOINT_MESSAGE }).check(
  z.maxLength(ENDPOINT_MAX, `endpoint must be at most ${ENDPOINT_MAX} characters`),
  z.refine((v) => isPushEndpoint(v), ENDPOINT_MESSAGE),
);

/** base64url (padding allowed) that decodes to exactly `bytes` bytes. */
function base64UrlKey(name: string, bytes: number, what: string) {
  const message = `${name} must be ${what}: ${bytes} bytes, base64url`;
  return z.pipe(
    z
      .string({ error: message })
      .check(
        z.refine((v) => /^[A-Za-z0-9_-]+={0,2}$/.test(v) && Buffer.from(v, "base64url").length === bytes, message),
      ),
    z.transform((v) => v.replace(/=+$/, "")),
  );
}

export const pushSubscriptionSchema = z.object({
  endpoint: endpointSchema,
  keys: z.object(
    {
      p256dh: base64UrlKey("keys.p256dh", 65, "the browser's P-256 public key"),
      auth: base64UrlKey("keys.auth", 16, "the browser's auth secret"),
    },
    { error: "keys must hold p256dh and auth" },
  ),
});
export type PushSubscriptionInput = output<typeof pushSubscriptionSchema>;

/** Which subscription to end: its endpoint, in the body or the query. */
export const pushEndpointSchema = z.object({ endpoint: endpointSchema });

export const snoozeSchema = z.object({
  medication_id: z.guid({ error: "medication_id must be a medication's id" }),
  date: dateSchema(),
  time: timeSchema(),
  minutes: z._default(
    z
      .int({ error: "minutes must be a whole number from 1 to 60" })
      .check(
        z.gte(1, "minutes must be a whole number from 1 to 60"),
        z.lte(60, "minutes must be a whole number from 1 to 60"),
      ),
    SNOOZE_MINUTES_DEFAULT,
  ),
});
export type SnoozeInput = output<typeof snoozeSchema>;

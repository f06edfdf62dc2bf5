/**
 * Sends one Web Push message (web-push: VAPID-signed, aes128gcm-encrypted) and says how it
 * went: the push service took it, the subscription is gone (404/410: the browser unsubscribed
 * or the permission was withdrawn), it failed for now, or its endpoint is refused: the host
 * is, or now resolves to, a non-public address (the connection is never opened; the row is
 * kept, as the name may resolve to the push service again).
 */
import "server-only";
import webpush, { WebPushError } from "web-push";
import { OutboundAddressRefused } from "@/lib/http/outbound-address";
import { outboundHttpsAgent } from "@/lib/http/outbound-agent";
import { describeError, log } from "@/lib/log";
import type { PushTarget } from "./subscriptions";
import type { VapidKeys } from "./vapid";

/** A reminder is worth little after its dose: the push service drops it after this long. */
export const REMINDER_TTL_SECONDS = 10 * 60;
const TIMEOUT_MS = 10_000;

export type PushOutcome = "sent" | "gone" | "failed" | "refused";

export async function sendPush(target: PushTarget, payload: object, keys: VapidKeys): Promise<PushOutcome> {
  try {
    await webpush.sendNotification(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: keys,
        TTL: REMINDER_TTL_SECONDS,
        urgency: "high",
        contentEncoding: "aes128gcm",
        timeout: TIMEOUT_MS,
        agent: outboundHttpsAgent,
      },
    );
    return "sent";
  } catch (err) {
    if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410)) return "gone";
    if (err instanceof OutboundAddressRefused) {
      // the endpoint is a capability URL: the subscription's id names it in the log
      log.warn("push endpoint refused", { subscription: target.id, kind: err.kind });
      return "refused";
    }
    log.warn("push message not sent", {
      status: err instanceof WebPushError ? err.statusCode : undefined,
      error: describeError(err),
    });
    return "failed";
  }
}

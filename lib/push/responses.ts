/** What the push calls answer, as schemas (the OpenAPI document and the contract tests read them). */
import * as z from "zod/mini";
import { localDate, rowId, timeOfDay, timestamp } from "@/lib/answers/fields";

/** A browser that gets push notifications (never its endpoint or keys). */
export const pushDeviceSchema = z.object({
  id: rowId,
  created_at: timestamp,
  /** The browser that subscribed, as it named itself; null when it sent none. */
  user_agent: z.nullable(z.string()),
});

export const pushStatusSchema = z.object({
  /** Whether this server can send push notifications (it has VAPID keys). */
  available: z.boolean(),
  /** The server's VAPID public key (base64url): `applicationServerKey` of `pushManager.subscribe`. */
  public_key: z.nullable(z.string()),
  subscriptions: z.array(pushDeviceSchema),
});

export const snoozeViewSchema = z.object({
  medication_id: rowId,
  date: localDate,
  time: timeOfDay,
  /** When the reminder is pushed again. */
  remind_at: timestamp,
});

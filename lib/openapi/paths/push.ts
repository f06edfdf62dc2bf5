/** Web Push: the browsers that get medication reminders, and a reminder snoozed from its notification. */
import { pushDeviceSchema, pushStatusSchema, snoozeViewSchema } from "@/lib/push/responses";
import { pushEndpointSchema, pushSubscriptionSchema, snoozeSchema } from "@/lib/push/schema";
import { named } from "@/lib/answers/schema-names";
import { endpoint } from "../endpoint";

const tag = "Medications";
const path = "/api/push-subscriptions";
const subscription = named("PushSubscription", pushSubscriptionSchema);
const ENDPOINT = "https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bH-example";
const device = {
  id: "c3a9e1f4-7b2d-4e6a-9c8f-0d1b5a7e3f24",
  created_at: "2026-03-14T07:12:45.000Z",
  user_agent: "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile",
};

export const pushEndpoints = {
  devices: endpoint({
    method: "get",
    path,
    summary: "Push notification status and my subscribed browsers",
    description:
      "`available` is false when the server has no VAPID keys: reminders then come by email. " +
      "`public_key` is what a browser subscribes with (`applicationServerKey`).",
    tag,
    responses: {
      200: {
        description: "Whether push is available, the server's public key, and the browsers subscribed.",
        schema: pushStatusSchema,
        example: { available: true, public_key: "BNc3...base64url", subscriptions: [device] },
      },
    },
  }),
  subscribe: endpoint({
    method: "post",
    path,
    summary: "Subscribe a browser to push notifications",
    description:
      "The body is the browser's `PushSubscription.toJSON()`: an https `endpoint` and `keys.p256dh` (65 bytes) " +
      "and `keys.auth` (16 bytes), base64url. The same endpoint again updates it and binds it to the caller. " +
      "503 when push is not set up on the server.",
    tag,
    body: subscription,
    bodyExample: {
      endpoint: ENDPOINT,
      expirationTime: null,
      keys: { p256dh: "BM1v...65 bytes", auth: "k8J...16 bytes" },
    },
    responses: { 201: { description: "The browser subscribed.", schema: pushDeviceSchema, example: device } },
    throws: [503],
  }),
  unsubscribe: endpoint({
    method: "delete",
    path,
    summary: "Unsubscribe a browser from push notifications",
    description: "By its endpoint; 404 when none of the caller's subscriptions has it.",
    tag,
    body: pushEndpointSchema,
    bodyExample: { endpoint: ENDPOINT },
    responses: { 204: { description: "Unsubscribed." } },
    throws: [404],
  }),
  snooze: endpoint({
    method: "post",
    path: "/api/medication-reminders/snooze",
    summary: "Snooze a dose reminder",
    description:
      'The notification\'s "Snooze 10 min": the reminder job pushes the dose again `minutes` (default 10) ' +
      "from now, unless it is recorded first. Snoozing again moves the time. 404 for a medication not the caller's.",
    tag,
    body: snoozeSchema,
    bodyExample: {
      medication_id: "b8e2c6a4-9d3f-4e1b-a7c5-5d2f0b8e3a96",
      date: "2026-03-14",
      time: "08:00",
      minutes: 10,
    },
    responses: {
      201: {
        description: "The snooze, with when the reminder comes again.",
        schema: snoozeViewSchema,
        example: {
          medication_id: "b8e2c6a4-9d3f-4e1b-a7c5-5d2f0b8e3a96",
          date: "2026-03-14",
          time: "08:00",
          remind_at: "2026-03-14T07:10:00.000Z",
        },
      },
    },
    throws: [404],
  }),
};

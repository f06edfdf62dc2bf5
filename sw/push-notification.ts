/**
 * The pure part of the worker's Web Push handling, unit-tested on its own: a pushed payload
 * read into what the notification shows, and a tap on an action turned into the API request
 * it makes. No worker globals here; ./push.ts does the showing and fetching.
 */
import type { ReminderPayload } from "../lib/push/reminder-payload";

export const TAKEN_ACTION = "taken";
export const SNOOZE_ACTION = "snooze";
export const SNOOZE_MINUTES = 10;
// a PNG: Android shows no SVG notification icons
const ICON = "/icons/icon-192.png";

export type ReminderData = ReminderPayload["data"];

/** What showNotification takes (the worker lib's NotificationOptions lacks `actions`). */
export type ShownNotification = {
  title: string;
  options: {
    body: string;
    tag: string;
    icon: string;
    data: ReminderData;
    actions: { action: string; title: string }[];
    requireInteraction: boolean;
    renotify: boolean;
  };
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;
const ID = /^[0-9a-f-]{36}$/i;

/** The reminder data of a payload or a notification, or null when it is not one of ours. */
export function readReminderData(value: unknown): ReminderData | null {
  const d = value as Partial<ReminderData> | null;
  if (!d || typeof d !== "object") return null;
  if (typeof d.medication_id !== "string" || !ID.test(d.medication_id)) return null;
  if (typeof d.date !== "string" || !DATE.test(d.date) || typeof d.time !== "string" || !TIME.test(d.time)) return null;
  const kind = d.kind === "missed" || d.kind === "snoozed" ? d.kind : "upcoming";
  // only a path of this app is opened on a tap: never an address the payload names
  const url = typeof d.url === "string" && d.url.startsWith("/") && !d.url.startsWith("//") ? d.url : "/medications";
  return { medication_id: d.medication_id, date: d.date, time: d.time, kind, url };
}

/** The notification a pushed text shows; a text that is not a reminder still shows (browsers require it). */
export function notificationFor(
  text: string | null,
): ShownNotification | { title: string; options: { body: string; icon: string } } {
  let parsed: Partial<ReminderPayload> | null = null;
  try {
    parsed = text ? (JSON.parse(text) as Partial<ReminderPayload>) : null;
  } catch {
    parsed = null;
  }
  const data = readReminderData(parsed?.data);
  if (!parsed || !data || typeof parsed.title !== "string" || typeof parsed.body !== "string") {
    return { title: "vitalog", options: { body: "Open vitalog to see your medication reminders.", icon: ICON } };
  }
  return {
    title: parsed.title,
    options: {
      body: parsed.body,
      tag: typeof parsed.tag === "string" ? parsed.tag : `dose-${data.medication_id}-${data.date}-${data.time}`,
      icon: ICON,
      data,
      actions: [
        { action: TAKEN_ACTION, title: "Taken" },
        { action: SNOOZE_ACTION, title: `Snooze ${SNOOZE_MINUTES} min` },
      ],
      requireInteraction: true,
      renotify: true,
    },
  };
}

/**
 * One key per dose: a double tap on "Taken", or the browser retrying, records one dose.
 * The body is the same each time (no taken_at: the server stamps it), as a replay needs.
 */
export function doseIdempotencyKey(data: ReminderData): string {
  return `push-taken-${data.medication_id}-${data.date}-${data.time}`;
}

export type ActionRequest = { path: string; method: "POST"; headers: Record<string, string>; body: string };

/** The API request an action makes; null for a tap on the notification itself (open the app). */
export function actionRequest(action: string, data: ReminderData): ActionRequest | null {
  const json = { "Content-Type": "application/json" };
  if (action === TAKEN_ACTION) {
    return {
      path: `/api/medications/${data.medication_id}/doses`,
      method: "POST",
      headers: { ...json, "Idempotency-Key": doseIdempotencyKey(data) },
      body: JSON.stringify({ date: data.date, time: data.time, status: "taken" }),
    };
  }
  if (action === SNOOZE_ACTION) {
    return {
      path: "/api/medication-reminders/snooze",
      method: "POST",
      headers: json,
      body: JSON.stringify({
        medication_id: data.medication_id,
        date: data.date,
        time: data.time,
        minutes: SNOOZE_MINUTES,
      }),
    };
  }
  return null;
}

/** What shows when an action's request fails: the user records the dose in the app instead. */
export function failureNotification(
  action: string,
  data: ReminderData,
): { title: string; options: { body: string; tag: string; icon: string; data: ReminderData } } {
  const title = action === TAKEN_ACTION ? "Could not record the dose" : "Could not snooze the reminder";
  return {
    title,
    options: {
      body: `Open vitalog to record your ${data.time} dose.`,
      tag: `dose-${data.medication_id}-${data.date}-${data.time}`,
      icon: ICON,
      data,
    },
  };
}

/** The service worker's pure push handling: what a reminder shows, and what its actions send. */
import { describe, expect, it } from "vitest";
import { reminderPayload } from "@/lib/push/reminder-payload";
import {
  actionRequest,
  doseIdempotencyKey,
  failureNotification,
  notificationFor,
  readReminderData,
} from "@/sw/push-notification";

const MED = "b8e2c6a4-9d3f-4e1b-a7c5-5d2f0b8e3a96";
const dose = { medicationId: MED, name: "Metformin", dosage: "500 mg", date: "2026-03-14", time: "08:00" };

describe("notificationFor", () => {
  it("shows a reminder with its text, one tag per dose, and the Taken and Snooze actions", () => {
    const shown = notificationFor(JSON.stringify(reminderPayload("upcoming", dose)));
    expect(shown).toEqual({
      title: "Time for Metformin at 08:00",
      options: {
        body: "Your dose of Metformin (500 mg) is due at 08:00.",
        tag: `dose-${MED}-2026-03-14-08:00`,
        icon: "/icons/icon-192.png",
        data: { medication_id: MED, date: "2026-03-14", time: "08:00", kind: "upcoming", url: "/medications" },
        actions: [
          { action: "taken", title: "Taken" },
          { action: "snooze", title: "Snooze 10 min" },
        ],
        requireInteraction: true,
        renotify: true,
      },
    });
  });

  it("still shows something for a push that is not a reminder (browsers require a notification)", () => {
    for (const text of [null, "not json", JSON.stringify({ title: "x", body: "y", data: { medication_id: "nope" } })]) {
      expect(notificationFor(text)).toEqual({
        title: "vitalog",
        options: { body: "Open vitalog to see your medication reminders.", icon: "/icons/icon-192.png" },
      });
    }
  });

  it("opens only a path of this app, whatever the payload names", () => {
    const data = { medication_id: MED, date: "2026-03-14", time: "08:00", kind: "upcoming" };
    expect(readReminderData({ ...data, url: "https://evil.example/" })?.url).toBe("/medications");
    expect(readReminderData({ ...data, url: "//evil.example/" })?.url).toBe("/medications");
    expect(readReminderData({ ...data, url: "/medications?tab=my" })?.url).toBe("/medications?tab=my");
  });
});

describe("actionRequest", () => {
  const data = readReminderData(reminderPayload("upcoming", dose).data)!;

  it('"Taken" records the dose with a key derived from it, and a body that is the same on every tap', () => {
    const request = actionRequest("taken", data);
    expect(request).toEqual({
      path: `/api/medications/${MED}/doses`,
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": `push-taken-${MED}-2026-03-14-08:00` },
      body: JSON.stringify({ date: "2026-03-14", time: "08:00", status: "taken" }),
    });
    expect(actionRequest("taken", data)).toEqual(request);
    expect(doseIdempotencyKey({ ...data, time: "20:00" })).not.toBe(doseIdempotencyKey(data));
  });

  it('"Snooze 10 min" asks the server to push the dose again in 10 minutes', () => {
    expect(actionRequest("snooze", data)).toEqual({
      path: "/api/medication-reminders/snooze",
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ medication_id: MED, date: "2026-03-14", time: "08:00", minutes: 10 }),
    });
  });

  it("a tap on the body makes no request (the app opens)", () => {
    expect(actionRequest("", data)).toBeNull();
  });

  it("a failed action says so and sends the user to the app", () => {
    expect(failureNotification("taken", data)).toMatchObject({
      title: "Could not record the dose",
      options: { body: "Open vitalog to record your 08:00 dose.", data },
    });
    expect(failureNotification("snooze", data).title).toBe("Could not snooze the reminder");
  });
});

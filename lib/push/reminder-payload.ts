/**
 * What a reminder's Web Push message carries (JSON, encrypted for each browser), read by the
 * service worker (sw/push-notification.ts) to show it and answer its actions. Pure: no server
 * code, so the worker's bundle may take its types.
 */
export type ReminderKind = "upcoming" | "missed" | "snoozed";

export type ReminderPayload = {
  title: string;
  body: string;
  /** One per dose: a later message about the same dose replaces the one on screen. */
  tag: string;
  data: { medication_id: string; date: string; time: string; kind: ReminderKind; url: string };
};

export type ReminderDose = { medicationId: string; name: string; dosage: string; date: string; time: string };

export function reminderPayload(kind: ReminderKind, dose: ReminderDose): ReminderPayload {
  const what = `${dose.name} (${dose.dosage})`;
  const title =
    kind === "missed" ? `Missed dose: ${dose.name} at ${dose.time}` : `Time for ${dose.name} at ${dose.time}`;
  const body =
    kind === "missed"
      ? `Your ${dose.time} dose of ${what} has not been marked as taken or skipped.`
      : kind === "snoozed"
        ? `Snoozed reminder: your dose of ${what} was due at ${dose.time}.`
        : `Your dose of ${what} is due at ${dose.time}.`;
  return {
    title,
    body,
    tag: `dose-${dose.medicationId}-${dose.date}-${dose.time}`,
    data: { medication_id: dose.medicationId, date: dose.date, time: dose.time, kind, url: "/medications" },
  };
}

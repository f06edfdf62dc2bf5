/**
 * The reminder job: an "upcoming" reminder `remind_before_minutes` before each dose (when the
 * "push" setting is on) and a "missed" notice MISSED_AFTER_MINUTES after a dose nobody marked
 * (email_missed: by email; push_missed: by push). Push goes to each of the user's subscribed
 * browsers; email stands in when none took it (./reminder-delivery). A dose snoozed from its
 * notification is pushed again when its snooze ends (./snooze).
 *
 * Idempotent across runs and instances: a reminder row is inserted first with
 * ON CONFLICT DO NOTHING on (medication_id, date, time, kind); only the run whose insert
 * succeeded sends. A failed send removes its row so a later run tries again.
 */
import "server-only";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "@/db/client";
import { medicationDoses, medicationReminders, medications, reminderSettings, users } from "@/db/schema";
import { describeError, log } from "@/lib/log";
import { vapidKeys, type VapidKeys } from "@/lib/push/vapid";
import { emailReminder, pushRouteFor, pushToDevices, type PushRoute } from "./reminder-delivery";
import { doseKey, doseSlots } from "./schedule";
import { DEFAULT_REMINDER_SETTINGS } from "./service";
import { runSnoozedReminders } from "./snooze";
import { addDays } from "@/lib/time/dates";
import { localDateIn, zonedInstant } from "@/lib/time/zones";
import { fetchWeatherDays } from "@/lib/weather/daily-fetch";

export const MISSED_AFTER_MINUTES = 60;
/** A missed notice is not sent for doses older than this (e.g. after the job was down). */
const MISSED_WINDOW_MINUTES = 6 * 60;
const MINUTE = 60_000;

type Due = {
  kind: "upcoming" | "missed";
  userId: string;
  email: string;
  userName: string;
  medicationId: string;
  name: string;
  dosage: string;
  date: string;
  time: string;
  emailMissed: boolean;
  pushMissed: boolean;
};

export type ReminderRun = { upcoming: number; missed: number; failed: number };

export async function runReminderJob(db: Db, now: Date = new Date()): Promise<ReminderRun> {
  const keys = vapidKeys();
  const result = await runDoseReminders(db, now, keys);
  const snoozed = await runSnoozedReminders(db, now, keys);
  // consenting users' weather, once a day each, after the reminders; its failure never fails them
  await fetchWeatherDays(db, now).catch((err) => log.error(`weather fetch failed: ${describeError(err)}`));
  return { ...result, upcoming: result.upcoming + snoozed.sent, failed: result.failed + snoozed.failed };
}

async function runDoseReminders(db: Db, now: Date, keys: VapidKeys | null): Promise<ReminderRun> {
  const meds = await db
    .select({
      medication_id: medications.medication_id,
      name: medications.name,
      dosage: medications.dosage,
      frequency: medications.frequency,
      time: medications.time,
      status: medications.status,
      created_at: medications.created_at,
      user_id: users.id,
      email: users.email,
      user_name: users.name,
      time_zone: users.time_zone,
      push: reminderSettings.push,
      email_missed: reminderSettings.email_missed,
      push_missed: reminderSettings.push_missed,
      remind_before_minutes: reminderSettings.remind_before_minutes,
    })
    .from(medications)
    .innerJoin(users, eq(users.id, medications.user_id))
    .leftJoin(reminderSettings, eq(reminderSettings.user_id, medications.user_id))
    .where(and(eq(medications.status, "active"), ne(medications.frequency, "as_needed"), eq(users.is_active, true)));
  if (meds.length === 0) return { upcoming: 0, missed: 0, failed: 0 };

  const candidates: Due[] = [];
  for (const med of meds) {
    const push = med.push ?? DEFAULT_REMINDER_SETTINGS.push;
    const emailMissed = med.email_missed ?? DEFAULT_REMINDER_SETTINGS.email_missed;
    const pushMissed = med.push_missed ?? DEFAULT_REMINDER_SETTINGS.push_missed;
    const before = med.remind_before_minutes ?? DEFAULT_REMINDER_SETTINGS.remind_before_minutes;
    const today = localDateIn(med.time_zone, now);
    // yesterday's late doses can still be missed; tomorrow's early ones can be upcoming
    for (const date of [addDays(today, -1), today, addDays(today, 1)]) {
      for (const time of doseSlots(med, date, med.time_zone)) {
        const at = zonedInstant(date, time, med.time_zone).getTime();
        if (at < med.created_at.getTime()) continue; // a dose from before it was added
        const base = {
          userId: med.user_id,
          email: med.email,
          userName: med.user_name,
          medicationId: med.medication_id,
          name: med.name,
          dosage: med.dosage,
          date,
          time,
          emailMissed,
          pushMissed,
        };
        if (push && now.getTime() >= at - before * MINUTE && now.getTime() < at)
          candidates.push({ kind: "upcoming", ...base });
        const missedAt = at + MISSED_AFTER_MINUTES * MINUTE;
        if (
          (emailMissed || pushMissed) &&
          now.getTime() >= missedAt &&
          now.getTime() < missedAt + MISSED_WINDOW_MINUTES * MINUTE
        ) {
          candidates.push({ kind: "missed", ...base });
        }
      }
    }
  }
  if (candidates.length === 0) return { upcoming: 0, missed: 0, failed: 0 };

  const medIds = [...new Set(candidates.map((c) => c.medicationId))];
  const dates = [...new Set(candidates.map((c) => c.date))];
  const [recorded, alreadySent] = await Promise.all([
    db
      .select({ medication_id: medicationDoses.medication_id, date: medicationDoses.date, time: medicationDoses.time })
      .from(medicationDoses)
      .where(and(inArray(medicationDoses.medication_id, medIds), inArray(medicationDoses.date, dates))),
    db
      .select({
        medication_id: medicationReminders.medication_id,
        date: medicationReminders.date,
        time: medicationReminders.time,
        kind: medicationReminders.kind,
      })
      .from(medicationReminders)
      .where(and(inArray(medicationReminders.medication_id, medIds), inArray(medicationReminders.date, dates))),
  ]);
  const done = new Set(recorded.map((d) => doseKey(d.medication_id, d.date, d.time)));
  // a cheap first filter; the claim below is what makes a reminder go out once
  const sent = new Set(alreadySent.map((r) => `${doseKey(r.medication_id, r.date, r.time)}|${r.kind}`));
  const due = candidates.filter((c) => {
    const slot = doseKey(c.medicationId, c.date, c.time);
    return !done.has(slot) && !sent.has(`${slot}|${c.kind}`);
  });

  const wantPush = due.filter((d) => d.kind === "upcoming" || d.pushMissed);
  const push = await pushRouteFor(
    db,
    keys,
    wantPush.map((d) => d.userId),
  );
  const result: ReminderRun = { upcoming: 0, missed: 0, failed: 0 };
  for (const item of due) {
    const claimed = await db
      .insert(medicationReminders)
      .values({
        user_id: item.userId,
        medication_id: item.medicationId,
        date: item.date,
        time: item.time,
        kind: item.kind,
      })
      .onConflictDoNothing()
      .returning({ id: medicationReminders.id });
    const row = claimed[0];
    if (!row) continue; // another run already sent (or is sending) this one
    try {
      await deliver(db, push, item);
      result[item.kind] += 1;
    } catch (err) {
      result.failed += 1;
      log.error("medication reminder not sent", { kind: item.kind, error: describeError(err) });
      await db.delete(medicationReminders).where(eq(medicationReminders.id, row.id));
    }
  }
  return result;
}

/**
 * Sends one reminder; throws only when nothing reached the user (the claim is then let go
 * and the next run tries again). An upcoming reminder is pushed, or emailed when no device
 * took it. A missed dose is emailed when email_missed is on, and pushed when push_missed is
 * on (emailed instead when no device took it, unless the email goes anyway).
 */
async function deliver(db: Db, push: PushRoute | null, item: Due): Promise<void> {
  const to = { userId: item.userId, email: item.email, userName: item.userName };
  if (item.kind === "upcoming") {
    if (!(await pushToDevices(db, push, to, "upcoming", item))) await emailReminder(to, "upcoming", item);
    return;
  }
  const pushed = item.pushMissed && (await pushToDevices(db, push, to, "missed", item));
  if (!item.emailMissed) {
    if (!pushed) await emailReminder(to, "missed", item, "push_fallback");
    return;
  }
  try {
    await emailReminder(to, "missed", item, "email_missed");
  } catch (err) {
    // a retry next minute would push again to the devices that already have the notice
    if (!pushed) throw err;
    log.error("missed-dose email not sent (the push went out)", { error: describeError(err) });
  }
}

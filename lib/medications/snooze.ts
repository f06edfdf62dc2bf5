/**
 * "Snooze 10 min" on a reminder's notification: the service worker keeps no timer, so the
 * snooze is stored here and the reminder job pushes the dose again when it ends, once (the
 * run that deletes the row sends it). A dose recorded in the meantime is not reminded again.
 */
import "server-only";
import { and, eq, lte } from "drizzle-orm";
import type { Db } from "@/db/client";
import { medicationDoses, medications, reminderSnoozes, users } from "@/db/schema";
import { describeError, log } from "@/lib/log";
import type { SnoozeInput } from "@/lib/push/schema";
import type { VapidKeys } from "@/lib/push/vapid";
import { emailReminder, pushRouteFor, pushToDevices } from "./reminder-delivery";
import { getMedication } from "./service";

const MINUTE = 60_000;

export type Snooze = { medication_id: string; date: string; time: string; remind_at: Date };

/** Snoozes one of the user's doses; null when the medication is none of theirs. Again: the later time wins. */
export async function snoozeReminder(
  db: Db,
  { userId, input, now = new Date() }: { userId: string; input: SnoozeInput; now?: Date },
): Promise<Snooze | null> {
  const med = await getMedication(db, { userId, medicationId: input.medication_id });
  if (!med) return null;
  const remindAt = new Date(now.getTime() + input.minutes * MINUTE);
  const [row] = await db
    .insert(reminderSnoozes)
    .values({
      user_id: userId,
      medication_id: med.medication_id,
      date: input.date,
      time: input.time,
      remind_at: remindAt,
    })
    .onConflictDoUpdate({
      target: [reminderSnoozes.medication_id, reminderSnoozes.date, reminderSnoozes.time],
      set: { remind_at: remindAt },
    })
    .returning({
      medication_id: reminderSnoozes.medication_id,
      date: reminderSnoozes.date,
      time: reminderSnoozes.time,
      remind_at: reminderSnoozes.remind_at,
    });
  return row!;
}

/** Pushes each snoozed dose whose time has come (emailed when no device takes it). */
export async function runSnoozedReminders(
  db: Db,
  now: Date,
  keys: VapidKeys | null,
): Promise<{ sent: number; failed: number }> {
  const due = await db
    .select({
      id: reminderSnoozes.id,
      remind_at: reminderSnoozes.remind_at,
      date: reminderSnoozes.date,
      time: reminderSnoozes.time,
      medicationId: medications.medication_id,
      name: medications.name,
      dosage: medications.dosage,
      userId: users.id,
      email: users.email,
      userName: users.name,
    })
    .from(reminderSnoozes)
    .innerJoin(medications, eq(medications.medication_id, reminderSnoozes.medication_id))
    .innerJoin(users, eq(users.id, reminderSnoozes.user_id))
    .where(lte(reminderSnoozes.remind_at, now));
  const run = { sent: 0, failed: 0 };
  if (due.length === 0) return run;
  const push = await pushRouteFor(
    db,
    keys,
    due.map((d) => d.userId),
  );
  for (const item of due) {
    // the claim: only the run whose delete takes this snooze (at this time) sends it
    const claimed = await db
      .delete(reminderSnoozes)
      .where(and(eq(reminderSnoozes.id, item.id), eq(reminderSnoozes.remind_at, item.remind_at)))
      .returning({ id: reminderSnoozes.id });
    if (claimed.length === 0) continue;
    const [recorded] = await db
      .select({ id: medicationDoses.dose_id })
      .from(medicationDoses)
      .where(
        and(
          eq(medicationDoses.medication_id, item.medicationId),
          eq(medicationDoses.date, item.date),
          eq(medicationDoses.time, item.time),
        ),
      );
    if (recorded) continue;
    try {
      if (!(await pushToDevices(db, push, item, "snoozed", item))) await emailReminder(item, "upcoming", item);
      run.sent += 1;
    } catch (err) {
      run.failed += 1;
      log.error("snoozed reminder not sent", { error: describeError(err) });
    }
  }
  return run;
}

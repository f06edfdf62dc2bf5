/**
 * What runs every minute, from the cron route or the self-hosted worker alike: the
 * medication reminders, the caregivers' missed-dose alerts, and the hourly retention of
 * account activity, idempotency keys and the marks of shared reads.
 */
import "server-only";
import type { Db } from "@/db/client";
import { pruneAccountEventsHourly } from "@/lib/identity/activity";
import { pruneSharedReadMarks } from "@/lib/identity/shared-reads";
import { pruneIdempotencyKeysHourly } from "@/lib/http/idempotency";
import { runCaregiverAlerts } from "@/lib/caregiver/missed-doses";
import { runReminderJob } from "@/lib/medications/reminders";

export type MinuteJobRun = { upcoming: number; missed: number; caregiver: number; failed: number };

export async function runMinuteJob(db: Db, now: Date = new Date()): Promise<MinuteJobRun> {
  const reminders = await runReminderJob(db, now);
  const caregiver = await runCaregiverAlerts(db, now);
  await pruneAccountEventsHourly(db, now); // account activity is kept one year
  await pruneIdempotencyKeysHourly(db, now); // idempotency keys are kept 24 hours
  // a shared read's mark only holds back events within its window; past it the row is dead weight
  if (now.getUTCMinutes() === 0) await pruneSharedReadMarks(db, now);
  return { ...reminders, caregiver: caregiver.sent, failed: reminders.failed + caregiver.failed };
}

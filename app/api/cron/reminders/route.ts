import { timingSafeEqual } from "node:crypto";
import { pruneAccountEventsHourly } from "@/lib/account/activity";
import { pruneIdempotencyKeysHourly } from "@/lib/api-access/idempotency";
import { ApiError } from "@/lib/api/errors";
import { publicRoute } from "@/lib/api/handler";
import { runCaregiverAlerts } from "@/lib/caregiver/missed-doses";
import { env } from "@/lib/env";
import { runReminderJob } from "@/lib/medications/reminders";

export const dynamic = "force-dynamic";

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The reminder job with the caregivers' missed-dose alerts (and, once an hour, the account activity's retention), for a scheduler (vercel.json): `Authorization: Bearer $CRON_SECRET`. */
export const GET = publicRoute({}, async ({ db, req }) => {
  const secret = env().CRON_SECRET;
  if (!secret) throw ApiError.unavailable("Scheduled jobs are not configured: set CRON_SECRET.");
  const header = req.headers.get("authorization") ?? "";
  if (!sameSecret(header, `Bearer ${secret}`)) throw ApiError.unauthorized("A valid cron secret is required.");
  const now = new Date();
  const reminders = await runReminderJob(db, now);
  const caregiver = await runCaregiverAlerts(db, now);
  await pruneAccountEventsHourly(db, now); // account activity is kept one year
  await pruneIdempotencyKeysHourly(db, now); // idempotency keys are kept 24 hours
  return { ...reminders, caregiver: caregiver.sent, failed: reminders.failed + caregiver.failed };
});

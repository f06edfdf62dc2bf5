import { timingSafeEqual } from "node:crypto";
import { getLongDb } from "@/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { route } from "@/lib/api/handler";
import { env } from "@/lib/env";
import { internalEndpoints } from "@/lib/openapi/paths/internal";
import { runMinuteJob } from "@/lib/server/minute-job";

export const dynamic = "force-dynamic";

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The reminder job with the caregivers' missed-dose alerts (and, once an hour, the account activity's retention), for a scheduler (vercel.json): `Authorization: Bearer $CRON_SECRET`. */
export const GET = route(internalEndpoints.cronReminders, async ({ req }) => {
  const secret = env().CRON_SECRET;
  if (!secret) throw ApiError.unavailable("Scheduled jobs are not configured: set CRON_SECRET.");
  const header = req.headers.get("authorization") ?? "";
  if (!sameSecret(header, `Bearer ${secret}`)) throw ApiError.unauthorized("A valid cron secret is required.");
  // every user's reminders and the hourly pruning: the long operations' pool and time limits
  return runMinuteJob(await getLongDb(), new Date());
});

/**
 * The caregiver part of the reminder job: a viewer who turned on missed-dose alerts for a
 * family member gets one email per dose of that member's left unmarked (neither taken nor
 * skipped) `missed_dose_minutes` after its time. Only while both are in the same family and
 * the member still shares their medications with the viewer.
 *
 * Dates and times are the member's: their doses are scheduled in their own zone. A dose is
 * not reported when it was due before the alert was turned on or changed, before the
 * medication was added, or more than ALERT_WINDOW_MINUTES before it became missed (a job
 * that was down does not flood the inbox).
 *
 * Idempotent across runs and instances: a caregiver_alerts row is inserted first with
 * ON CONFLICT DO NOTHING on (viewer_id, medication_id, date, time); only the run whose
 * insert succeeded sends. A failed send removes its row so a later run tries again.
 */
import "server-only";
import { and, arrayContains, eq, inArray, isNotNull, ne } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/db/client";
import { caregiverAlerts, familyAccess, familyMembers, medicationDoses, medications, users } from "@/db/schema";
import { recordSharedRead } from "@/lib/identity/shared-reads";
import { sendEmail } from "@/lib/email/send";
import { env } from "@/lib/env";
import { describeError, log } from "@/lib/log";
import { doseKey, doseSlots } from "@/lib/medications/schedule";
import { addDays } from "@/lib/time/dates";
import { localDateIn, zonedInstant } from "@/lib/time/zones";
import { missedDoseAlertEmail, type MissedDoseAlert } from "./alert-email";

/** As for the member's own missed-dose notice: older misses are not reported. */
export const ALERT_WINDOW_MINUTES = 6 * 60;
const MINUTE = 60_000;

export type CaregiverRun = { sent: number; failed: number };

type Due = MissedDoseAlert & { viewerId: string; medicationId: string };

const member = alias(users, "member");
const viewer = alias(users, "viewer");
const viewerMembership = alias(familyMembers, "viewer_membership");

/** Every (viewer, member's medication) pair an alert is on for, in one query. */
function watchedMedications(db: Db) {
  return db
    .select({
      viewer_id: familyAccess.viewer_id,
      minutes: familyAccess.missed_dose_minutes,
      alert_since: familyAccess.alert_since,
      viewer_email: viewer.email,
      viewer_name: viewer.name,
      member_id: member.id,
      member_name: member.name,
      time_zone: member.time_zone,
      medication_id: medications.medication_id,
      name: medications.name,
      dosage: medications.dosage,
      frequency: medications.frequency,
      time: medications.time,
      status: medications.status,
      created_at: medications.created_at,
    })
    .from(familyAccess)
    .innerJoin(familyMembers, eq(familyMembers.user_id, familyAccess.user_id))
    .innerJoin(
      viewerMembership,
      and(
        eq(viewerMembership.user_id, familyAccess.viewer_id),
        eq(viewerMembership.family_id, familyMembers.family_id),
      ),
    )
    .innerJoin(member, and(eq(member.id, familyAccess.user_id), eq(member.is_active, true)))
    .innerJoin(viewer, and(eq(viewer.id, familyAccess.viewer_id), eq(viewer.is_active, true)))
    .innerJoin(
      medications,
      and(
        eq(medications.user_id, familyAccess.user_id),
        eq(medications.status, "active"),
        ne(medications.frequency, "as_needed"),
      ),
    )
    .where(and(isNotNull(familyAccess.missed_dose_minutes), arrayContains(familyAccess.areas, ["medications"])));
}

export async function runCaregiverAlerts(db: Db, now: Date = new Date()): Promise<CaregiverRun> {
  const watched = await watchedMedications(db);
  const candidates: Due[] = [];
  for (const w of watched) {
    const minutes = w.minutes!;
    const today = localDateIn(w.time_zone, now);
    // a late dose yesterday can still be missed today
    for (const date of [addDays(today, -1), today]) {
      for (const time of doseSlots(w, date, w.time_zone)) {
        const at = zonedInstant(date, time, w.time_zone).getTime();
        if (at < w.created_at.getTime() || at < (w.alert_since?.getTime() ?? 0)) continue;
        const missedAt = at + minutes * MINUTE;
        if (now.getTime() < missedAt || now.getTime() >= missedAt + ALERT_WINDOW_MINUTES * MINUTE) continue;
        candidates.push({
          viewerId: w.viewer_id,
          viewerEmail: w.viewer_email,
          viewerName: w.viewer_name,
          memberId: w.member_id,
          memberName: w.member_name,
          memberTimeZone: w.time_zone,
          medicationId: w.medication_id,
          medicationName: w.name,
          dosage: w.dosage,
          date,
          time,
          minutes,
        });
      }
    }
  }
  if (candidates.length === 0) return { sent: 0, failed: 0 };

  const medIds = [...new Set(candidates.map((c) => c.medicationId))];
  const dates = [...new Set(candidates.map((c) => c.date))];
  const [recorded, alreadySent] = await Promise.all([
    db
      .select({ medication_id: medicationDoses.medication_id, date: medicationDoses.date, time: medicationDoses.time })
      .from(medicationDoses)
      .where(
        and(
          inArray(medicationDoses.medication_id, medIds),
          inArray(medicationDoses.date, dates),
          inArray(medicationDoses.status, ["taken", "skipped"]),
        ),
      ),
    db
      .select({
        viewer_id: caregiverAlerts.viewer_id,
        medication_id: caregiverAlerts.medication_id,
        date: caregiverAlerts.date,
        time: caregiverAlerts.time,
      })
      .from(caregiverAlerts)
      .where(and(inArray(caregiverAlerts.medication_id, medIds), inArray(caregiverAlerts.date, dates))),
  ]);
  const marked = new Set(recorded.map((d) => doseKey(d.medication_id, d.date, d.time)));
  // a cheap first filter; the claim below is what makes an alert go out once
  const sent = new Set(alreadySent.map((r) => `${r.viewer_id}|${doseKey(r.medication_id, r.date, r.time)}`));
  const due = candidates.filter((c) => {
    const slot = doseKey(c.medicationId, c.date, c.time);
    return !marked.has(slot) && !sent.has(`${c.viewerId}|${slot}`);
  });

  const result: CaregiverRun = { sent: 0, failed: 0 };
  const appUrl = env().APP_URL;
  for (const item of due) {
    const claimed = await db
      .insert(caregiverAlerts)
      .values({ viewer_id: item.viewerId, medication_id: item.medicationId, date: item.date, time: item.time })
      .onConflictDoNothing()
      .returning({ id: caregiverAlerts.id });
    const row = claimed[0];
    if (!row) continue; // another run already sent (or is sending) this one
    try {
      await sendEmail(missedDoseAlertEmail(item, appUrl));
      result.sent += 1;
      const read = { ownerId: item.memberId, readerId: item.viewerId, readerName: item.viewerName };
      await recordSharedRead(db, { via: "caregiver_alert", ...read, area: "medications" }, {}, now);
    } catch (err) {
      result.failed += 1;
      log.error("caregiver alert not sent", { error: describeError(err) });
      await db.delete(caregiverAlerts).where(eq(caregiverAlerts.id, row.id));
    }
  }
  return result;
}

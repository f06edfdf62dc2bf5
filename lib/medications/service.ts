/** Medications and their doses: every query scoped by the user's id. */
import "server-only";
import { and, asc, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { medicationDoses, medications, reminderSettings } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { can, type Subscription } from "@/lib/billing/entitlements";
import { doseSlots } from "./schedule";
import { PREVENTIVE_START_LABEL, type DoseInput, type MedicationInput, type ReminderSettingsInput } from "./schema";
import { localDateIn } from "@/lib/time/zones";
import { assertNotFuture, futureDateIssue } from "@/lib/validation/future-date";

export const medicationColumns = {
  medication_id: medications.medication_id,
  name: medications.name,
  dosage: medications.dosage,
  frequency: medications.frequency,
  time: medications.time,
  notes: medications.notes,
  prescribed_by: medications.prescribed_by,
  status: medications.status,
  acute_class: medications.acute_class,
  preventive_start: medications.preventive_start,
  created_at: medications.created_at,
};
/** A medication as its calls answer it: the columns above, as the table stores them. */
export type Medication = Pick<typeof medications.$inferSelect, keyof typeof medicationColumns>;

/** The 404 detail of a medication id that names none of the caller's medications. */
export const MEDICATION_NOT_FOUND = "Medication not found.";

export function listMedications(db: Db, { userId }: { userId: string }): Promise<Medication[]> {
  return db
    .select(medicationColumns)
    .from(medications)
    .where(eq(medications.user_id, userId))
    .orderBy(asc(sql`lower(${medications.name})`), asc(medications.created_at));
}

/** One of the user's medications; null when the id names none of theirs. */
export async function getMedication(
  db: Db,
  { userId, medicationId }: { userId: string; medicationId: string },
): Promise<Medication | null> {
  const [row] = await db
    .select(medicationColumns)
    .from(medications)
    .where(and(eq(medications.user_id, userId), eq(medications.medication_id, medicationId)));
  return row ?? null;
}

/** A preventive cannot have started after the user's today (the schema only knows the earliest zone's). */
function assertPreventiveStarted(input: MedicationInput, timeZone: string, now: Date): void {
  const issue = futureDateIssue(input.preventive_start, localDateIn(timeZone, now), PREVENTIVE_START_LABEL);
  if (issue) throw ApiError.badRequest(issue);
}

export async function createMedication(
  db: Db,
  {
    userId,
    timeZone,
    input,
    now = new Date(),
  }: { userId: string; timeZone: string; input: MedicationInput; now?: Date },
): Promise<Medication> {
  assertPreventiveStarted(input, timeZone, now);
  const [row] = await db
    .insert(medications)
    .values({ user_id: userId, ...input })
    .returning(medicationColumns);
  return row!;
}

/** Updates one of the user's medications; null when the id names none of theirs. */
export async function updateMedication(
  db: Db,
  {
    userId,
    timeZone,
    medicationId,
    input,
    now = new Date(),
  }: { userId: string; timeZone: string; medicationId: string; input: MedicationInput; now?: Date },
): Promise<Medication | null> {
  assertPreventiveStarted(input, timeZone, now);
  const [row] = await db
    .update(medications)
    .set({ ...input, updated_at: new Date() })
    .where(and(eq(medications.user_id, userId), eq(medications.medication_id, medicationId)))
    .returning(medicationColumns);
  return row ?? null;
}

/** Deletes one of the user's medications and its doses; false when the id names none of theirs. */
export async function deleteMedication(
  db: Db,
  { userId, medicationId }: { userId: string; medicationId: string },
): Promise<boolean> {
  const rows = await db
    .delete(medications)
    .where(and(eq(medications.user_id, userId), eq(medications.medication_id, medicationId)))
    .returning({ id: medications.medication_id });
  return rows.length > 0;
}

export const doseColumns = {
  dose_id: medicationDoses.dose_id,
  medication_id: medicationDoses.medication_id,
  date: medicationDoses.date,
  time: medicationDoses.time,
  status: medicationDoses.status,
  taken_at: medicationDoses.taken_at,
};
/** A dose as its calls answer it: the columns above, as the table stores them. */
export type Dose = Pick<typeof medicationDoses.$inferSelect, keyof typeof doseColumns>;

/**
 * Records a scheduled dose as taken or skipped (again: the latest answer wins). An
 * as-needed medication may be recorded at any time; a scheduled one only at its slots.
 * Null when the id names none of the user's medications.
 */
export async function recordDose(
  db: Db,
  {
    userId,
    timeZone,
    medicationId,
    input,
    now = new Date(),
  }: { userId: string; timeZone: string; medicationId: string; input: DoseInput; now?: Date },
): Promise<Dose | null> {
  const med = await getMedication(db, { userId, medicationId });
  if (!med) return null;
  assertNotFuture(input.date, timeZone, now);
  const asNeeded = med.frequency === "as_needed" || med.status === "prn";
  if (!asNeeded && !doseSlots(med, input.date, timeZone).includes(input.time)) {
    throw ApiError.badRequest(`${med.name} has no dose scheduled at ${input.time} on ${input.date}.`);
  }
  const takenAt = input.status === "taken" ? (input.taken_at ? new Date(input.taken_at) : now) : null;
  const [row] = await db
    .insert(medicationDoses)
    .values({
      user_id: userId,
      medication_id: med.medication_id,
      date: input.date,
      time: input.time,
      status: input.status,
      taken_at: takenAt,
    })
    .onConflictDoUpdate({
      target: [medicationDoses.medication_id, medicationDoses.date, medicationDoses.time],
      set: { status: input.status, taken_at: takenAt },
    })
    .returning(doseColumns);
  return row!;
}

export function listDoses(
  db: Db,
  { userId, start, end }: { userId: string; start: string; end: string },
): Promise<(Dose & { name: string; dosage: string })[]> {
  return db
    .select({ ...doseColumns, name: medications.name, dosage: medications.dosage })
    .from(medicationDoses)
    .innerJoin(medications, eq(medications.medication_id, medicationDoses.medication_id))
    .where(and(eq(medicationDoses.user_id, userId), gte(medicationDoses.date, start), lte(medicationDoses.date, end)))
    .orderBy(desc(medicationDoses.date), desc(medicationDoses.time));
}

export type ReminderSettings = ReminderSettingsInput;
export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  push: true,
  email_missed: false,
  push_missed: false,
  sms: false,
  remind_before_minutes: 15,
};

export async function getReminderSettings(db: Db, { userId }: { userId: string }): Promise<ReminderSettings> {
  const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.user_id, userId));
  if (!row) return { ...DEFAULT_REMINDER_SETTINGS };
  return {
    push: row.push,
    email_missed: row.email_missed,
    push_missed: row.push_missed,
    sms: row.sms,
    remind_before_minutes: row.remind_before_minutes as ReminderSettings["remind_before_minutes"],
  };
}

/**
 * Saves the user's reminder settings. SMS reminders are a Premium feature (the plan that adds
 * medications): a lower plan may not turn them on, whoever saves the settings.
 */
export async function saveReminderSettings(
  db: Db,
  { user, input }: { user: Subscription & { id: string }; input: ReminderSettingsInput },
): Promise<ReminderSettings> {
  if (input.sms && !can(user, "medication_create")) {
    throw ApiError.paymentRequired("SMS reminders require the Premium or Pro plan. Upgrade to continue.");
  }
  const userId = user.id;
  await db
    .insert(reminderSettings)
    .values({ user_id: userId, ...input })
    .onConflictDoUpdate({ target: reminderSettings.user_id, set: { ...input, updated_at: new Date() } });
  return getReminderSettings(db, { userId });
}

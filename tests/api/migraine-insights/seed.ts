/** Rows of the migraine care figures, inserted straight into the tables (their forms are built elsewhere). */
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { medications, migraineMedications, migraines, questionnaireResponses, users } from "@/db/schema";
import type { AcuteClass } from "@/lib/migraine/acute-classes";
import { shiftMonth } from "@/lib/time/dates";

/** A medication of the user's, with an acute class and/or a preventive start. */
export async function addMedication(
  userId: string,
  name: string,
  {
    acute_class = null,
    preventive_start = null,
  }: { acute_class?: AcuteClass | null; preventive_start?: string | null },
): Promise<string> {
  const [row] = await (
    await getDb()
  )
    .insert(medications)
    .values({ user_id: userId, name, dosage: "1 tablet", frequency: "as_needed", acute_class, preventive_start })
    .returning({ id: medications.medication_id });
  return row!.id;
}

/** One episode on `date` with the acute medications taken for it. */
export async function logEpisode(
  userId: string,
  date: string,
  medicationIds: string[] = [],
  kind: "migraine" | "headache" = "migraine",
): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .insert(migraines)
    .values({ user_id: userId, kind, severity: 6, date, time: "09:00" })
    .returning({ id: migraines.trigger_id });
  for (const medication_id of medicationIds)
    await db.insert(migraineMedications).values({ trigger_id: row!.id, medication_id, user_id: userId });
  return row!.id;
}

/** Days `from`..`to` of a month (YYYY-MM), as dates. */
export function daysOf(month: string, from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => `${month}-${String(from + i).padStart(2, "0")}`);
}

/** One episode on each of the first `count` days of each month, with `meds`. */
export async function episodesPerMonth(userId: string, perMonth: [string, number][], meds: string[] = []) {
  for (const [month, count] of perMonth)
    for (const date of daysOf(month, 1, count)) await logEpisode(userId, date, meds);
}

export async function answerQuestionnaire(
  userId: string,
  questionnaire: "midas" | "hit6",
  date: string,
  score: number,
  grade: string,
) {
  await (
    await getDb()
  )
    .insert(questionnaireResponses)
    .values({ user_id: userId, questionnaire, date, score, grade, answers: {} });
}

/** The account as if opened `months` months ago, so the diary covers the months since. */
export async function signedUpMonthsAgo(userId: string, months: number) {
  await (
    await getDb()
  )
    .update(users)
    .set({ created_at: new Date(Date.now() - months * 31 * 86_400_000) })
    .where(eq(users.id, userId));
}

/** The `n` complete calendar months before `today`'s, oldest first. */
export function lastMonths(today: string, n: number): string[] {
  return Array.from({ length: n }, (_, i) => shiftMonth(today.slice(0, 7), i - n));
}

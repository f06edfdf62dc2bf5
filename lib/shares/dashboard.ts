/**
 * What a provider link shows, read for the shared areas only: each area's loader runs when
 * the share names it, so an area not shared is never queried (the factor analysis of the
 * migraines area included: it is computed from the shared areas' records alone). Figures reuse the health, migraine care,
 * medications and journal domains' own calculations.
 */
import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { isFlagged, pairBloodPressure, type BpReading } from "@/lib/health/blood-pressure";
import { listMetricsSince, listMigrainesSince } from "@/lib/health/service";
import { vitalsTrends, type Trend } from "@/lib/health/vitals-trends";
import { adherence, type Adherence } from "@/lib/medications/adherence";
import { listDoses, listMedications, type Medication } from "@/lib/medications/service";
import type { ShareArea } from "@/lib/identity/share-areas";
import { addDays, shiftMonth } from "@/lib/time/dates";
import { localDateIn, localTimeIn } from "@/lib/time/zones";
import {
  loadExercise,
  loadFood,
  loadJournal,
  type ExerciseWeeks,
  type FoodWeeks,
  type JournalDays,
} from "./dashboard-diary";
import { loadMigraineCare, type MigraineCare } from "@/lib/migraine-insights/service";
import { FACTOR_WINDOW_DAYS, loadFactorAnalysis } from "@/lib/health/report-data";
import { shownFactors, type ShownFactors } from "@/lib/health/factors/scope";

export const MIGRAINE_MONTHS = 12;
export const VITALS_DAYS = 90;
export const ADHERENCE_DAYS = 30;
const SHOWN_BP = 10;

/**
 * The migraine care figures of the months shown (the last complete ones and this one so far),
 * the episodes in them, and the factor analysis.
 */
export type MigraineMonths = { care: MigraineCare; episodes: number; factors: ShownFactors };

export type VitalsArea = { days: number; trends: Trend[]; bp: BpReading[]; bpTotal: number; bpFlagged: number };

export type MedicationArea = (Pick<Medication, "medication_id" | "name" | "dosage" | "frequency" | "status"> & {
  adherence: Adherence | null;
})[];

export type ShareDashboard = {
  patient: { name: string; timeZone: string; imperial: boolean };
  today: string;
  migraines?: MigraineMonths;
  vitals?: VitalsArea;
  medications?: MedicationArea;
  journal?: JournalDays;
  exercise?: ExerciseWeeks;
  food?: FoodWeeks;
};

type Scope = {
  db: Db;
  userId: string;
  today: string;
  timeZone: string;
  imperial: boolean;
  now: Date;
  /** When the account was opened: the diary's first day for the preventive comparison. */
  createdAt: Date;
  calorieGoal: number;
  areas: readonly ShareArea[];
};

async function loadMigraines({
  db,
  userId,
  today,
  timeZone,
  now,
  createdAt,
  calorieGoal,
  areas,
}: Scope): Promise<MigraineMonths> {
  const first = shiftMonth(today.slice(0, 7), -(MIGRAINE_MONTHS - 1));
  const [care, episodes, analysis] = await Promise.all([
    loadMigraineCare(db, {
      user: { id: userId, time_zone: timeZone, created_at: createdAt },
      months: MIGRAINE_MONTHS - 1,
      now,
    }),
    listMigrainesSince(db, { userId, since: `${first}-01` }),
    loadFactorAnalysis(db, { userId, today, timeZone, calorieGoal, areas }),
  ]);
  return {
    care,
    episodes: episodes.filter((e) => e.date <= today).length,
    factors: shownFactors(analysis, FACTOR_WINDOW_DAYS, areas),
  };
}

async function loadVitals({ db, userId, today, imperial }: Scope): Promise<VitalsArea> {
  const metrics = (await listMetricsSince(db, { userId, since: addDays(today, -(VITALS_DAYS - 1)) })).filter(
    (m) => m.date <= today,
  );
  const bp = pairBloodPressure(metrics);
  return {
    days: VITALS_DAYS,
    trends: vitalsTrends(metrics, today, VITALS_DAYS, imperial),
    bp: bp.slice(0, SHOWN_BP),
    bpTotal: bp.length,
    bpFlagged: bp.filter((r) => isFlagged(r.category)).length,
  };
}

async function loadMedications({ db, userId, today, timeZone, now }: Scope): Promise<MedicationArea> {
  const [meds, doses] = await Promise.all([
    listMedications(db, { userId }),
    listDoses(db, { userId, start: addDays(today, -(ADHERENCE_DAYS - 1)), end: today }),
  ]);
  const nowTime = localTimeIn(timeZone, now);
  return meds
    .filter((m) => m.status !== "inactive")
    .map((m) => ({
      medication_id: m.medication_id,
      name: m.name,
      dosage: m.dosage,
      frequency: m.frequency,
      status: m.status,
      adherence:
        m.status === "active" && m.frequency !== "as_needed"
          ? adherence(m, doses, today, nowTime, timeZone, ADHERENCE_DAYS)
          : null,
    }));
}

export async function loadShareDashboard(
  db: Db,
  { userId, areas, now = new Date() }: { userId: string; areas: readonly ShareArea[]; now?: Date },
): Promise<ShareDashboard | null> {
  const [owner] = await db
    .select({
      name: users.name,
      time_zone: users.time_zone,
      use_imperial: users.use_imperial,
      created_at: users.created_at,
      daily_calories_goal: users.daily_calories_goal,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!owner) return null;
  const today = localDateIn(owner.time_zone, now);
  const scope: Scope = {
    db,
    userId,
    today,
    timeZone: owner.time_zone,
    imperial: owner.use_imperial,
    now,
    createdAt: owner.created_at,
    calorieGoal: owner.daily_calories_goal,
    areas,
  };
  const has = (a: ShareArea) => areas.includes(a);
  const [migraines, vitals, medications, journal, exercise, food] = await Promise.all([
    has("migraines") ? loadMigraines(scope) : undefined,
    has("vitals") ? loadVitals(scope) : undefined,
    has("medications") ? loadMedications(scope) : undefined,
    has("journal") ? loadJournal(db, userId, today) : undefined,
    has("exercise") ? loadExercise(db, userId, today) : undefined,
    has("food") ? loadFood(db, userId, today) : undefined,
  ]);
  return {
    patient: { name: owner.name, timeZone: owner.time_zone, imperial: owner.use_imperial },
    today,
    ...(migraines && { migraines }),
    ...(vitals && { vitals }),
    ...(medications && { medications }),
    ...(journal && { journal }),
    ...(exercise && { exercise }),
    ...(food && { food }),
  };
}

/**
 * What the Health Reports tab reads, in five queries: the user's episodes of the last six
 * months, vitals of the last 90 days, and (read only) the journal, exercise days and daily
 * calories of other domains for the factor analysis.
 */
import "server-only";
import { and, eq, gte, lte, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { exercises, foodEntries, journalEntries } from "@/db/schema";
import { analyseFactors, type FactorAnalysis } from "./factors";
import { analyseMigraines, lastMonths, type MigrainePatterns } from "./patterns";
import { listMetricsSince, listMigrainesSince, type HealthMetric, type Migraine } from "./service";
import { addDays } from "@/lib/time/dates";

export const FACTOR_WINDOW_DAYS = 90;

export type HealthReports = {
  patterns: MigrainePatterns;
  factors: FactorAnalysis;
  metrics: HealthMetric[];
};

export async function loadHealthReports(
  db: Db,
  { userId, today, calorieGoal }: { userId: string; today: string; calorieGoal: number },
): Promise<HealthReports> {
  const windowStart = addDays(today, -(FACTOR_WINDOW_DAYS - 1));
  const sixMonths = `${lastMonths(today, 6)[0]!.key}-01`;
  const since = sixMonths < windowStart ? sixMonths : windowStart;
  type Dated = typeof journalEntries | typeof exercises | typeof foodEntries;
  const inWindow = (t: Dated) => and(eq(t.user_id, userId), gte(t.date, windowStart), lte(t.date, today));

  const [episodes, metrics, journal, exerciseRows, calorieRows] = await Promise.all([
    listMigrainesSince(db, { userId, since }),
    listMetricsSince(db, { userId, since: windowStart }),
    db
      .select({
        date: journalEntries.date,
        sleep: journalEntries.sleep,
        stress: journalEntries.stress,
        mood: journalEntries.mood,
        energy: journalEntries.energy,
      })
      .from(journalEntries)
      .where(inWindow(journalEntries)),
    db.selectDistinct({ date: exercises.date }).from(exercises).where(inWindow(exercises)),
    db
      .select({ date: foodEntries.date, calories: sql<number>`sum(${foodEntries.calories})::float8`.mapWith(Number) })
      .from(foodEntries)
      .where(inWindow(foodEntries))
      .groupBy(foodEntries.date),
  ]);

  return {
    patterns: analyseMigraines(episodes, today),
    factors: analyseFactors({
      today,
      windowDays: FACTOR_WINDOW_DAYS,
      migraines: episodes.filter((e: Migraine) => e.date >= windowStart),
      journal,
      exerciseDates: exerciseRows.map((r) => r.date),
      calories: calorieRows,
      calorieGoal,
      otherDates: metrics.map((m) => m.date),
    }),
    metrics,
  };
}

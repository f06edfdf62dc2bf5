/**
 * What each report of the Health Reports tab reads. The tab shows one report at a time, so
 * a request reads only its report's rows: the migraine patterns the episodes of six months
 * (one query), the factor analysis 180 days of episodes, journal ratings, exercise days,
 * daily calories, vitals dates, food factors and weather of other domains (seven prepared
 * queries, read only; the last two in `factor-sources.ts`) and the user's suspected triggers,
 * the vitals trends the readings of the chosen period (one query).
 */
import type { ShareArea } from "@/lib/identity/share-areas";
import "server-only";
import { and, eq, gte, lte, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { preparedFor } from "@/db/prepared";
import { exercises, foodEntries, healthMetrics, journalEntries } from "@/db/schema";
import { loadFoodFactorDays, loadWeatherDays } from "./factors/sources";
import { analyseFactors, type FactorAnalysis } from "./factors/analysis";
import { analyseMigraines, lastMonths, type MigrainePatterns } from "./patterns";
import { listMetricsSince, listMigrainesSince, type HealthMetric } from "./service";
import { loadSuspectedSince } from "@/lib/health/factors/suspicions/service";
import { addDays } from "@/lib/time/dates";

/**
 * Half a year: a trigger that doubles the risk needs about that many days to show against a
 * background rate of one migraine day in five (tests/unit/health/factors/power.test.ts).
 */
export const FACTOR_WINDOW_DAYS = 180;

/** Migraine pattern analysis over the six months ending `today` (this month included). */
export async function loadMigrainePatterns(
  db: Db,
  { userId, today }: { userId: string; today: string },
): Promise<MigrainePatterns> {
  const since = `${lastMonths(today, 6)[0]!.key}-01`;
  return analyseMigraines(await listMigrainesSince(db, { userId, since }), today);
}

/** The factor analysis' reads of other domains (read only), by placeholders `userId`, `start` and `today`; prepared once. */
const factorReads = preparedFor((db) => {
  type Dated = typeof journalEntries | typeof exercises | typeof foodEntries | typeof healthMetrics;
  const inWindow = (t: Dated) =>
    and(
      eq(t.user_id, sql.placeholder("userId")),
      gte(t.date, sql.placeholder("start")),
      lte(t.date, sql.placeholder("today")),
    );
  return {
    journal: db
      .select({
        date: journalEntries.date,
        sleep: journalEntries.sleep,
        stress: journalEntries.stress,
        mood: journalEntries.mood,
        energy: journalEntries.energy,
      })
      .from(journalEntries)
      .where(inWindow(journalEntries))
      .prepare("vitalog_factors_journal"),
    exerciseDays: db
      .selectDistinct({ date: exercises.date })
      .from(exercises)
      .where(inWindow(exercises))
      .prepare("vitalog_factors_exercise"),
    calories: db
      .select({ date: foodEntries.date, calories: sql<number>`sum(${foodEntries.calories})::float8`.mapWith(Number) })
      .from(foodEntries)
      .where(inWindow(foodEntries))
      .groupBy(foodEntries.date)
      .prepare("vitalog_factors_calories"),
    vitalsDays: db
      .selectDistinct({ date: healthMetrics.date })
      .from(healthMetrics)
      .where(inWindow(healthMetrics))
      .prepare("vitalog_factors_vitals"),
  };
});

/**
 * Which logged factors go together with migraine days, over FACTOR_WINDOW_DAYS ending `today`,
 * the user's suspicions tested first; `timeZone` dates each suspicion on the user's local day.
 * With `areas` (a provider link's), only those areas are read: the analysis is then of the
 * shared records alone, its corrections and joint model included. The weather of the user's
 * place and their suspicions belong to the migraines.
 */
export async function loadFactorAnalysis(
  db: Db,
  {
    userId,
    today,
    timeZone,
    calorieGoal,
    areas,
  }: { userId: string; today: string; timeZone: string; calorieGoal: number; areas?: readonly ShareArea[] },
): Promise<FactorAnalysis> {
  const start = addDays(today, -(FACTOR_WINDOW_DAYS - 1));
  const reads = factorReads(db);
  const range = { userId, start, today };
  const has = (area: ShareArea) => !areas || areas.includes(area);
  const none = Promise.resolve([]);
  const [episodes, journal, exerciseRows, calorieRows, metricRows, foodFactors, weather, suspected] = await Promise.all(
    [
      listMigrainesSince(db, { userId, since: start }),
      has("journal") ? reads.journal.execute(range) : none,
      has("exercise") ? reads.exerciseDays.execute(range) : none,
      has("food") ? reads.calories.execute(range) : none,
      has("vitals") ? reads.vitalsDays.execute(range) : none,
      has("food") ? loadFoodFactorDays(db, range) : none,
      loadWeatherDays(db, range),
      loadSuspectedSince(db, { userId, timeZone }),
    ],
  );

  return analyseFactors({
    today,
    windowDays: FACTOR_WINDOW_DAYS,
    // the outcome is a migraine day: a day with only another headache counts as a day without one
    migraines: episodes.filter((e) => e.kind === "migraine"),
    journal,
    exerciseDates: exerciseRows.map((r) => r.date),
    calories: calorieRows,
    calorieGoal,
    otherDates: metricRows.map((r) => r.date),
    foodFactors,
    weather,
    suspected,
  });
}

/** The vital signs of the `days` days ending `today`, for the vitals trends. */
export function loadVitalsPeriod(
  db: Db,
  { userId, today, days }: { userId: string; today: string; days: number },
): Promise<HealthMetric[]> {
  return listMetricsSince(db, { userId, since: addDays(today, -(days - 1)) });
}

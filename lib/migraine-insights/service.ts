/**
 * The figures a headache clinic reads, for one user: headache, migraine and acute-medication
 * days per calendar month, the medication-overuse warning (ICHD-3 8.2), the latest MIDAS and
 * HIT-6 with when they are due again, and each preventive's before/after comparison. The
 * rules are lib/migraine's; this file reads the rows and hands them over. The Health Reports
 * tab, the medical report, the provider dashboard and `GET /api/migraine-insights` all read
 * `loadMigraineCare`; the route adds the factor analysis the Health Reports tab shows.
 */
import "server-only";
import type { Db } from "@/db/client";
import { loadFactorAnalysis, FACTOR_WINDOW_DAYS } from "@/lib/health/report-data";
import type { FactorAnalysis } from "@/lib/health/factors/analysis";
import { hit6Band, type Hit6Band } from "@/lib/migraine/hit6";
import { midasGrade, type MidasGrade } from "@/lib/migraine/midas";
import { countMonths, monthsFrom, type MonthCounts } from "@/lib/migraine/monthly-counts";
import { medicationOveruse, OVERUSE_MONTHS, type MedicationOveruse } from "@/lib/migraine/overuse";
import { comparePreventive, PREVENTIVE_WINDOW_MONTHS, type PreventiveComparison } from "@/lib/migraine/preventive";
import { retakeStatus, type Questionnaire } from "@/lib/migraine/retake";
import { shiftMonth } from "@/lib/time/dates";
import { localDateIn } from "@/lib/time/zones";
import { INSIGHT_MONTHS } from "./schema";
import {
  loadAcuteDays,
  loadEpisodes,
  loadFirstEpisodeDate,
  loadLatestQuestionnaires,
  loadPreventives,
  type QuestionnaireRow,
} from "./reads";

export type QuestionnaireResult<G extends string> = {
  /** The local day it was taken. */
  date: string;
  score: number;
  grade: G;
  label: string;
  /** When it is due again, and whether that day has come. */
  due_on: string;
  due: boolean;
};

export type PreventiveResult = PreventiveComparison & {
  medication_id: string;
  name: string;
  dosage: string;
  /** The medication's own status (active, paused, inactive); `status` is the comparison's. */
  medication_status: string;
};

export type MigraineCare = {
  today: string;
  /** The complete calendar months counted, oldest first: the `months` before the current one. */
  monthly: MonthCounts[];
  /** The current month so far (its count still grows). */
  current_month: MonthCounts;
  medication_overuse: MedicationOveruse;
  midas: QuestionnaireResult<MidasGrade> | null;
  hit6: QuestionnaireResult<Hit6Band> | null;
  preventives: PreventiveResult[];
};

export type MigraineInsights = MigraineCare & {
  months: number;
  factors: FactorAnalysis & { window_days: number };
};

type CareUser = { id: string; time_zone: string; created_at: Date | string };

function questionnaire<G extends string>(
  kind: Questionnaire,
  rows: QuestionnaireRow[],
  today: string,
  grade: (score: number) => { grade: G; label: string },
): QuestionnaireResult<G> | null {
  const row = rows.find((r) => r.questionnaire === kind);
  if (!row) return null;
  const { due_on, due } = retakeStatus(kind, row.date, today);
  return { date: row.date, score: row.score, ...grade(row.score), due_on: due_on!, due };
}

/**
 * The migraine care figures of `months` complete calendar months (1-24) before the current
 * one, and the current month so far, with dates in the user's time zone.
 */
export async function loadMigraineCare(
  db: Db,
  { user, months = INSIGHT_MONTHS.default, now = new Date() }: { user: CareUser; months?: number; now?: Date },
): Promise<MigraineCare> {
  const today = localDateIn(user.time_zone, now);
  const current = today.slice(0, 7);
  const counted = monthsFrom(shiftMonth(current, -months), shiftMonth(current, -1));
  const [preventives, questionnaires, firstEpisode] = await Promise.all([
    loadPreventives(db, { userId: user.id }),
    loadLatestQuestionnaires(db, { userId: user.id }),
    loadFirstEpisodeDate(db, { userId: user.id }),
  ]);
  // one read of episodes covers the counts, the overuse months and every preventive's windows
  const firstMonths = [
    counted[0]!,
    shiftMonth(current, -OVERUSE_MONTHS),
    ...preventives.map((p) => shiftMonth(p.preventive_start.slice(0, 7), -PREVENTIVE_WINDOW_MONTHS)),
  ];
  const since = `${firstMonths.sort()[0]}-01`;
  const episodes = await loadEpisodes(db, { userId: user.id, since, until: today });

  // the diary is kept from sign-up, or from the first episode logged further back
  const signedUp = localDateIn(user.time_zone, new Date(user.created_at));
  const diarySince = firstEpisode !== null && firstEpisode < signedUp ? firstEpisode : signedUp;

  return {
    today,
    monthly: countMonths(episodes, counted),
    current_month: countMonths(episodes, [current])[0]!,
    medication_overuse: medicationOveruse(episodes, today),
    midas: questionnaire("midas", questionnaires, today, midasGrade),
    hit6: questionnaire("hit6", questionnaires, today, (score) => {
      const { band, label } = hit6Band(score);
      return { grade: band, label };
    }),
    preventives: preventives.map((p) => ({
      medication_id: p.medication_id,
      name: p.name,
      dosage: p.dosage,
      medication_status: p.status,
      ...comparePreventive({ startDate: p.preventive_start, episodes, diarySince, today }),
    })),
  };
}

/** What `GET /api/migraine-insights` answers: the care figures and the factor analysis with its sample sizes. */
export async function getMigraineInsights(
  db: Db,
  {
    user,
    months = INSIGHT_MONTHS.default,
    now = new Date(),
  }: { user: CareUser & { daily_calories_goal: number }; months?: number; now?: Date },
): Promise<MigraineInsights> {
  const today = localDateIn(user.time_zone, now);
  const [care, factors] = await Promise.all([
    loadMigraineCare(db, { user, months, now }),
    loadFactorAnalysis(db, {
      userId: user.id,
      today,
      timeZone: user.time_zone,
      calorieGoal: user.daily_calories_goal,
    }),
  ]);
  return { months, ...care, factors: { ...factors, window_days: FACTOR_WINDOW_DAYS } };
}

/**
 * The overuse verdict alone, from one small read of the acute-medication days of the last
 * complete months: what the dashboard shows, which renders from a handful of queries.
 */
export async function loadOveruseWarning(
  db: Db,
  { userId, today }: { userId: string; today: string },
): Promise<MedicationOveruse> {
  const current = today.slice(0, 7);
  const since = `${shiftMonth(current, -OVERUSE_MONTHS)}-01`;
  const days = await loadAcuteDays(db, { userId, since, until: today });
  return medicationOveruse(days, today);
}

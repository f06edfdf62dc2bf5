/**
 * The medical report over a period ending today: its figures from six queries, using the
 * health, medications and journal domains' own calculations, then drawn as a PDF.
 */
import "server-only";
import { and, eq, gte, lte } from "drizzle-orm";
import type { Db } from "@/db/client";
import { journalEntries } from "@/db/schema";
import type { UserRow } from "@/lib/identity/users";
import { isFlagged, pairBloodPressure } from "@/lib/health/blood-pressure";
import { listMetricsSince } from "@/lib/health/service";
import { listMigrainesSince } from "@/lib/health/service";
import { countItems } from "@/lib/health/patterns";
import { vitalsTrends } from "@/lib/health/vitals-trends";
import { adherence } from "@/lib/medications/adherence";
import { listDoses, listMedications } from "@/lib/medications/service";
import { addDays, shiftMonth } from "@/lib/time/dates";
import { formatMonth } from "@/lib/time/format";
import type { ShareArea } from "@/lib/identity/share-areas";
import { localDateIn, localTimeIn } from "@/lib/time/zones";
import { loadMigraineCare } from "@/lib/migraine-insights/service";
import { loadAcuteDays } from "@/lib/migraine-insights/reads";
import { INSIGHT_MONTHS } from "@/lib/migraine-insights/schema";
import { OVERUSE_MONTHS } from "@/lib/migraine/overuse";
import { FACTOR_WINDOW_DAYS, loadFactorAnalysis } from "@/lib/health/report-data";
import { shownFactors } from "@/lib/health/factors/scope";
import { mean } from "../figures";
import { drawMedicalReport, type MedicalData } from "../medical-pdf";
import type { Pdf } from "../pdf-doc";
import { PERIOD_DAYS } from "../schema";

export async function loadMedicalData(
  db: Db,
  {
    userId,
    timeZone,
    imperial,
    days = PERIOD_DAYS.default,
    now = new Date(),
    areas,
    createdAt = now,
    calorieGoal,
  }: {
    userId: string;
    timeZone: string;
    imperial: boolean;
    days?: number;
    now?: Date;
    areas?: readonly ShareArea[];
    /** When the account was opened: the diary's first day for the preventive comparison. */
    createdAt?: Date;
    /** The daily calorie goal, for the factor analysis' "calories over the goal"; without it, no factor analysis. */
    calorieGoal?: number;
  },
): Promise<MedicalData> {
  // a provider link's report reads only the areas it shares; the user's own reads them all
  const has = (area: ShareArea) => !areas || areas.includes(area);
  const none = Promise.resolve([]);
  const end = localDateIn(timeZone, now);
  const nowTime = localTimeIn(timeZone, now);
  const start = addDays(end, -(days - 1));
  // the complete months the period spans, at least the overuse rule's 3
  const careMonths = Math.min(INSIGHT_MONTHS.max, Math.max(OVERUSE_MONTHS, Math.ceil(days / 30)));
  const [episodesSince, metricsSince, meds, doses, journal, care, acuteDays, factors] = await Promise.all([
    has("migraines") ? listMigrainesSince(db, { userId, since: start }) : none,
    has("vitals") ? listMetricsSince(db, { userId, since: start }) : none,
    has("medications") ? listMedications(db, { userId }) : none,
    has("medications") ? listDoses(db, { userId, start, end }) : none,
    !has("journal")
      ? none
      : db
          .select({
            mood: journalEntries.mood,
            energy: journalEntries.energy,
            stress: journalEntries.stress,
            sleep: journalEntries.sleep,
          })
          .from(journalEntries)
          .where(
            and(eq(journalEntries.user_id, userId), gte(journalEntries.date, start), lte(journalEntries.date, end)),
          ),
    has("migraines")
      ? loadMigraineCare(db, {
          user: { id: userId, time_zone: timeZone, created_at: createdAt },
          months: careMonths,
          now,
        })
      : undefined,
    has("migraines") ? loadAcuteDays(db, { userId, since: start, until: end }) : none,
    // a provider link's analysis reads the shared areas only
    has("migraines") && calorieGoal !== undefined
      ? loadFactorAnalysis(db, { userId, today: end, timeZone, calorieGoal, areas })
      : undefined,
  ]);
  const episodes = episodesSince.filter((e) => e.date <= end);
  const metrics = metricsSince.filter((m) => m.date <= end);

  const months: string[] = [];
  for (let m = start.slice(0, 7); m <= end.slice(0, 7); m = shiftMonth(m, 1)) months.push(m);
  // a day with a treatment noted on an episode or an acute medication recorded for one
  const treated = [...episodes.filter((e) => e.treatment?.trim()), ...acuteDays];
  const daysOf = (list: { date: string }[], month = "") =>
    new Set(list.filter((e) => e.date.startsWith(month)).map((e) => e.date)).size;
  const severities = episodes.map((e) => e.severity);
  // a headache of another kind is an episode and may be treated, but is no migraine day
  const migraineEpisodes = episodes.filter((e) => e.kind === "migraine");

  return {
    start,
    end,
    days,
    ...(areas && { areas }),
    ...(care && { care }),
    ...(factors && { factors: shownFactors(factors, FACTOR_WINDOW_DAYS, areas) }),
    migraine: {
      episodes: episodes.length,
      other_headaches: episodes.length - migraineEpisodes.length,
      migraine_days: daysOf(migraineEpisodes),
      treatment_days: daysOf(treated),
      per_month: months.map((month) => ({
        month,
        label: formatMonth(month),
        migraine_days: daysOf(migraineEpisodes, month),
        treatment_days: daysOf(treated, month),
      })),
      severity: { average: mean(severities), max: severities.length ? Math.max(...severities) : null },
      average_duration_hours: mean(
        episodes.map((e) => e.duration_hours).filter((d): d is number => d !== null && d > 0),
      ),
      triggers: countItems(episodes.map((e) => e.triggers)).slice(0, 5),
      symptoms: countItems(episodes.map((e) => e.symptoms)).slice(0, 5),
    },
    vitals: vitalsTrends(metrics, end, days, imperial),
    flagged_bp: pairBloodPressure(metrics).filter((r) => isFlagged(r.category)),
    medications: meds
      .filter((m) => m.status !== "inactive")
      .map((m) => ({
        ...m,
        adherence:
          m.status === "active" && m.frequency !== "as_needed"
            ? adherence(m, doses, end, nowTime, timeZone, days)
            : null,
      })),
    mood: {
      entries: journal.length,
      mood: mean(journal.map((j) => j.mood)),
      energy: mean(journal.map((j) => j.energy)),
      stress: mean(journal.map((j) => j.stress)),
      sleep: mean(journal.map((j) => j.sleep)),
    },
  };
}

/**
 * The user's medical report over the last `days` days, as an ended PDF and the figures in it;
 * with `areas` (a provider link's), only those areas' sections.
 */
export async function medicalReportPdf(
  db: Db,
  user: UserRow,
  { days, now = new Date(), areas }: { days: number; now?: Date; areas?: readonly ShareArea[] },
): Promise<{ doc: Pdf; data: MedicalData }> {
  const data = await loadMedicalData(db, {
    userId: user.id,
    timeZone: user.time_zone,
    imperial: user.use_imperial,
    days,
    now,
    areas,
    createdAt: new Date(user.created_at),
    calorieGoal: user.daily_calories_goal,
  });
  return { doc: drawMedicalReport(user, data, localDateIn(user.time_zone, now)), data };
}

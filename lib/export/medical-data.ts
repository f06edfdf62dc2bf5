/**
 * The figures of the medical report over a period ending today, from six queries, using
 * the health, medications and journal domains' own calculations.
 */
import "server-only";
import { and, eq, gte, lte } from "drizzle-orm";
import type { Db } from "@/db/client";
import { journalEntries } from "@/db/schema";
import { isFlagged, pairBloodPressure, type BpReading } from "@/lib/health/blood-pressure";
import { listMetricsSince } from "@/lib/health/metrics";
import { listMigrainesSince } from "@/lib/health/migraines";
import { countItems, type Count } from "@/lib/health/patterns";
import { vitalsTrends, type Trend } from "@/lib/health/vitals-trends";
import { adherence, type Adherence } from "@/lib/medications/adherence";
import { listDoses, listMedications, type Medication } from "@/lib/medications/service";
import { localDateIn, localTimeIn } from "@/lib/time/zones";
import { addDays, shiftMonth } from "@/lib/time/dates";
import { formatMonth } from "@/lib/time/format";

export const DEFAULT_PERIOD_DAYS = 90;

export type MedicalData = {
  start: string;
  end: string;
  days: number;
  migraine: {
    episodes: number;
    migraine_days: number;
    treatment_days: number;
    per_month: { month: string; label: string; migraine_days: number; treatment_days: number }[];
    severity: { average: number | null; max: number | null };
    average_duration_hours: number | null;
    triggers: Count[];
    symptoms: Count[];
  };
  vitals: Trend[];
  flagged_bp: BpReading[];
  medications: (Medication & { adherence: Adherence | null })[];
  mood: { entries: number; mood: number | null; energy: number | null; stress: number | null; sleep: number | null };
};

const mean = (xs: number[]) =>
  xs.length === 0 ? null : Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10;

export async function loadMedicalData(
  db: Db,
  {
    userId,
    timeZone,
    imperial,
    days = DEFAULT_PERIOD_DAYS,
    now = new Date(),
  }: { userId: string; timeZone: string; imperial: boolean; days?: number; now?: Date },
): Promise<MedicalData> {
  const end = localDateIn(timeZone, now);
  const nowTime = localTimeIn(timeZone, now);
  const start = addDays(end, -(days - 1));
  const [episodesSince, metricsSince, meds, doses, journal] = await Promise.all([
    listMigrainesSince(db, { userId, since: start }),
    listMetricsSince(db, { userId, since: start }),
    listMedications(db, { userId }),
    listDoses(db, { userId, start, end }),
    db
      .select({
        mood: journalEntries.mood,
        energy: journalEntries.energy,
        stress: journalEntries.stress,
        sleep: journalEntries.sleep,
      })
      .from(journalEntries)
      .where(and(eq(journalEntries.user_id, userId), gte(journalEntries.date, start), lte(journalEntries.date, end))),
  ]);
  const episodes = episodesSince.filter((e) => e.date <= end);
  const metrics = metricsSince.filter((m) => m.date <= end);

  const months: string[] = [];
  for (let m = start.slice(0, 7); m <= end.slice(0, 7); m = shiftMonth(m, 1)) months.push(m);
  const treated = episodes.filter((e) => e.treatment?.trim());
  const severities = episodes.map((e) => e.severity);

  return {
    start,
    end,
    days,
    migraine: {
      episodes: episodes.length,
      migraine_days: new Set(episodes.map((e) => e.date)).size,
      treatment_days: new Set(treated.map((e) => e.date)).size,
      per_month: months.map((month) => ({
        month,
        label: formatMonth(month),
        migraine_days: new Set(episodes.filter((e) => e.date.startsWith(month)).map((e) => e.date)).size,
        treatment_days: new Set(treated.filter((e) => e.date.startsWith(month)).map((e) => e.date)).size,
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

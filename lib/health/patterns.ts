/**
 * Migraine pattern analysis from logged episodes (pure): migraine days and acute-treatment
 * days per month, average severity and duration, weekday and time of day, and the most
 * frequent triggers and symptoms.
 */
import { shiftMonth, weekdayOf } from "@/lib/time/dates";
import { formatShortMonth } from "@/lib/time/format";

export type EpisodeLike = {
  date: string;
  time: string | null;
  severity: number;
  duration_hours: number | null;
  triggers: string[];
  symptoms: string[];
  treatment: string | null;
};

export type Count = { name: string; count: number };

/** How many episodes name each item (case-insensitive, first spelling kept), most first. */
export function countItems(lists: string[][]): Count[] {
  const counts = new Map<string, Count>();
  for (const list of lists) {
    for (const key of new Set(list.map((item) => item.trim().toLowerCase()).filter(Boolean))) {
      const original = list.find((item) => item.trim().toLowerCase() === key)!.trim();
      const c = counts.get(key) ?? { name: original, count: 0 };
      c.count += 1;
      counts.set(key, c);
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** Symptom and trigger frequencies of the episodes on or after `since`. */
export function symptomFrequencies(episodes: EpisodeLike[], since: string) {
  const inWindow = episodes.filter((e) => e.date >= since);
  return {
    episodes: inWindow.length,
    symptoms: countItems(inWindow.map((e) => e.symptoms)),
    triggers: countItems(inWindow.map((e) => e.triggers)),
  };
}

export const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
export const TIMES_OF_DAY = [
  { key: "night", label: "Night (00–06)", from: 0 },
  { key: "morning", label: "Morning (06–12)", from: 6 },
  { key: "afternoon", label: "Afternoon (12–18)", from: 12 },
  { key: "evening", label: "Evening (18–24)", from: 18 },
] as const;

/** The last `n` months up to the month of `today`, oldest first, as YYYY-MM with a label. */
export function lastMonths(today: string, n: number): { key: string; label: string }[] {
  return Array.from({ length: n }, (_, i) => {
    const key = shiftMonth(today.slice(0, 7), i - (n - 1));
    return { key, label: formatShortMonth(key) };
  });
}

function weekdayIndex(date: string): number {
  return (weekdayOf(date) + 6) % 7; // Monday first
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);

export type MigrainePatterns = ReturnType<typeof analyseMigraines>;

/** The report over the six months up to `today`. */
export function analyseMigraines(episodes: EpisodeLike[], today: string) {
  const months = lastMonths(today, 6);
  const since = `${months[0]!.key}-01`;
  const recent = episodes.filter((e) => e.date >= since && e.date <= today);
  const perMonth = months.map((m) => {
    const inMonth = recent.filter((e) => e.date.startsWith(m.key));
    return {
      ...m,
      migraine_days: new Set(inMonth.map((e) => e.date)).size,
      treatment_days: new Set(inMonth.filter((e) => e.treatment?.trim()).map((e) => e.date)).size,
    };
  });
  const weekdays = WEEKDAYS.map((label) => ({ label, count: 0 }));
  const timesOfDay = TIMES_OF_DAY.map((t) => ({ key: t.key, label: t.label, count: 0 }));
  for (const e of recent) {
    weekdays[weekdayIndex(e.date)]!.count += 1;
    const hour = e.time ? Number(e.time.slice(0, 2)) : NaN;
    if (Number.isFinite(hour)) timesOfDay[Math.min(3, Math.floor(hour / 6))]!.count += 1;
  }
  const durations = recent.map((e) => e.duration_hours).filter((d): d is number => d !== null && d > 0);
  return {
    since,
    episodes: recent.length,
    migraine_days: new Set(recent.map((e) => e.date)).size,
    per_month: perMonth,
    average_severity: mean(recent.map((e) => e.severity)),
    average_duration_hours: mean(durations),
    episodes_with_duration: durations.length,
    weekdays,
    times_of_day: timesOfDay,
    top_triggers: countItems(recent.map((e) => e.triggers)).slice(0, 5),
    top_symptoms: countItems(recent.map((e) => e.symptoms)).slice(0, 5),
  };
}

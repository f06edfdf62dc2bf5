/**
 * Mood insights computed from the user's own entries (and workouts): averages with their
 * change, a mood chart, best and worst weekday, and observations that state their counts.
 * Pure functions; each figure appears only when enough entries back it. A rating left "not
 * set" (null) is no data: averages and comparisons use only the entries that set it.
 */
import { addDays, datesEnding } from "@/lib/time/dates";
import { chartDayLabel } from "@/lib/time/chart-labels";
import { formatLongWeekday } from "@/lib/time/format";

export const INSIGHT_DAYS = 90;
/** Entries in the last 30 days before any insight is shown. */
export const MIN_ENTRIES = 3;
/** Entries on each side of a comparison (weekday, exercise, sleep, stress). */
export const MIN_PER_GROUP = 3;

export const METRICS = ["mood", "energy", "stress", "sleep"] as const;
export type Metric = (typeof METRICS)[number];
type Entry = Record<Metric, number | null> & { date: string };

/** `count`: entries of the period that set this rating. */
export type Average = { value: number | null; previous: number | null; change: number | null; count: number };
export type Observation = { id: string; text: string };
export type MoodInsights = {
  entries30: number;
  /** Entries of the last 7 and 30 days, whether or not they set any rating. */
  entries7: number;
  enough: boolean;
  week: Record<Metric, Average>;
  month: Record<Metric, Average>;
  chart: { label: string; date: string; value: number | null }[];
  bestDay: { day: string; mood: number; count: number } | null;
  worstDay: { day: string; mood: number; count: number } | null;
  observations: Observation[];
};

const round1 = (n: number) => Math.round(n * 10) / 10;
const mean = (xs: number[]) => (xs.length === 0 ? null : round1(xs.reduce((a, b) => a + b, 0) / xs.length));
/** The ratings of `m` that were set. */
const rated = (entries: Entry[], m: Metric) => entries.flatMap((e) => (e[m] === null ? [] : [e[m]]));

/** Entries whose date is within the `days` days ending `end` (inclusive). */
function within(entries: Entry[], end: string, days: number): Entry[] {
  const start = addDays(end, -(days - 1));
  return entries.filter((e) => e.date >= start && e.date <= end);
}

function averages(entries: Entry[], today: string, days: number): Record<Metric, Average> {
  const current = within(entries, today, days);
  const previous = within(entries, addDays(today, -days), days);
  const out = {} as Record<Metric, Average>;
  for (const m of METRICS) {
    const ratings = rated(current, m);
    const value = mean(ratings);
    const prev = mean(rated(previous, m));
    out[m] = {
      value,
      previous: prev,
      change: value !== null && prev !== null ? round1(value - prev) : null,
      count: ratings.length,
    };
  }
  return out;
}

function compare(
  id: string,
  groupA: Entry[],
  groupB: Entry[],
  describe: (a: number, b: number, na: number, nb: number) => string,
): Observation | null {
  const moodsA = rated(groupA, "mood");
  const moodsB = rated(groupB, "mood");
  if (moodsA.length < MIN_PER_GROUP || moodsB.length < MIN_PER_GROUP) return null;
  return { id, text: describe(mean(moodsA)!, mean(moodsB)!, moodsA.length, moodsB.length) };
}

const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;
const versus = (a: number, b: number) =>
  Math.abs(a - b) < 0.3 ? "about the same as" : a > b ? "higher than" : "lower than";

export function computeInsights(allEntries: Entry[], exerciseDates: string[], today: string): MoodInsights {
  const entries = within(allEntries, today, INSIGHT_DAYS);
  const last30 = within(entries, today, 30);
  const chart = datesEnding(today, 30).map((date) => {
    const e = last30.find((x) => x.date === date);
    return { label: chartDayLabel(date), date, value: e ? e.mood : null };
  });

  const byDay = new Map<string, number[]>();
  for (const e of entries) {
    if (e.mood === null) continue;
    const day = formatLongWeekday(e.date);
    byDay.set(day, [...(byDay.get(day) ?? []), e.mood]);
  }
  const ranked = [...byDay.entries()]
    .filter(([, moods]) => moods.length >= 2)
    .map(([day, moods]) => ({ day, mood: mean(moods)!, count: moods.length }))
    .sort((a, b) => b.mood - a.mood);
  const spread = ranked.length >= 2 && ranked[0]!.mood > ranked.at(-1)!.mood;

  const exercised = new Set(exerciseDates);
  const observations = [
    compare(
      "exercise",
      entries.filter((e) => exercised.has(e.date)),
      entries.filter((e) => !exercised.has(e.date)),
      (a, b, na, nb) =>
        `On the ${days(na)} you exercised, your mood averaged ${a}: ` +
        `${versus(a, b)} the ${b} on the ${days(nb)} you didn't.`,
    ),
    compare(
      "sleep",
      entries.filter((e) => e.sleep !== null && e.sleep >= 7),
      entries.filter((e) => e.sleep !== null && e.sleep < 7),
      (a, b, na, nb) =>
        `After good sleep (7 or more, ${days(na)}) your mood averaged ${a}: ` +
        `${versus(a, b)} the ${b} after poorer sleep (${days(nb)}).`,
    ),
    compare(
      "stress",
      entries.filter((e) => e.stress !== null && e.stress >= 7),
      entries.filter((e) => e.stress !== null && e.stress < 7),
      (a, b, na, nb) =>
        `On high-stress days (7 or more, ${days(na)}) your mood averaged ${a}: ` +
        `${versus(a, b)} the ${b} on calmer days (${days(nb)}).`,
    ),
  ].filter((o): o is Observation => o !== null);

  return {
    entries30: last30.length,
    entries7: within(entries, today, 7).length,
    enough: last30.length >= MIN_ENTRIES,
    week: averages(entries, today, 7),
    month: averages(entries, today, 30),
    chart,
    bestDay: spread ? ranked[0]! : null,
    worstDay: spread ? ranked.at(-1)! : null,
    observations,
  };
}

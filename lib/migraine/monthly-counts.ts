/**
 * Headache days, migraine days and acute-medication days per calendar month: the figures a
 * headache clinic reads from a diary. Every figure counts days, not episodes or doses: two
 * episodes on one day make one headache day, a triptan taken twice on one day one triptan day.
 */
import { shiftMonth } from "@/lib/time/dates";
import { zeroPerClass, type AcuteClass } from "./acute-classes";

/** What an episode was: a migraine, or another headache (both are headache days). */
export const EPISODE_KINDS = ["migraine", "headache"] as const;
export type EpisodeKind = (typeof EPISODE_KINDS)[number];

export type EpisodeInput = {
  /** The local day the episode started (YYYY-MM-DD). */
  date: string;
  /** False for a headache that is not a migraine (an episode of kind "headache"). */
  migraine?: boolean;
  /** The acute medications taken for this episode, each with the class set on the medication. */
  acute?: readonly { class: AcuteClass }[];
};

export type MonthCounts = {
  /** YYYY-MM. */
  month: string;
  /** Days with any headache episode, migraines included. */
  headache_days: number;
  /** Days with a migraine episode. */
  migraine_days: number;
  /** Days with acute medication of each class. */
  acute_medication_days: Record<AcuteClass, number>;
  /** Days with acute medication of any class (a day with two classes counts once). */
  any_acute_medication_days: number;
};

/** The months from `first` to `last` (YYYY-MM), oldest first; empty when `last` comes first. */
export function monthsFrom(first: string, last: string): string[] {
  const months: string[] = [];
  for (let month = first; month <= last; month = shiftMonth(month, 1)) months.push(month);
  return months;
}

/** Each day's classes of acute medication, over all the episodes of that day. */
export function acuteClassesByDay(episodes: readonly EpisodeInput[]): Map<string, Set<AcuteClass>> {
  const days = new Map<string, Set<AcuteClass>>();
  for (const episode of episodes) {
    for (const { class: cls } of episode.acute ?? []) {
      const classes = days.get(episode.date) ?? new Set<AcuteClass>();
      classes.add(cls);
      days.set(episode.date, classes);
    }
  }
  return days;
}

/** The counts of each month in `months` (YYYY-MM), in that order; a month without episodes counts zeros. */
export function countMonths(episodes: readonly EpisodeInput[], months: readonly string[]): MonthCounts[] {
  const headache = new Set<string>();
  const migraine = new Set<string>();
  for (const e of episodes) {
    headache.add(e.date);
    if (e.migraine !== false) migraine.add(e.date);
  }
  const acute = acuteClassesByDay(episodes);
  const inMonth = (dates: Iterable<string>, month: string) => [...dates].filter((d) => d.startsWith(`${month}-`));
  return months.map((month) => {
    const perClass = zeroPerClass();
    const acuteDays = inMonth(acute.keys(), month);
    for (const day of acuteDays) for (const cls of acute.get(day)!) perClass[cls] += 1;
    return {
      month,
      headache_days: inMonth(headache, month).length,
      migraine_days: inMonth(migraine, month).length,
      acute_medication_days: perClass,
      any_acute_medication_days: acuteDays.length,
    };
  });
}

/**
 * The medication-overuse warning, after ICHD-3 8.2 (medication-overuse headache): regular use
 * of acute headache medication on 10 or more days a month (15 for simple analgesics) over
 * 3 months. ICHD-3 also asks for headache on 15 or more days a month before it names the
 * diagnosis; this rule looks at the medication days alone, because the app informs and the
 * doctor diagnoses.
 *
 * "Regular use for more than 3 months" is read, as the issue words it, as an average over the
 * last 3 complete calendar months: the months before today's, whose days are all over. The
 * current month is left out because its count is still growing, and a partial month would
 * pull the average down.
 */
import { shiftMonth } from "@/lib/time/dates";
import { ACUTE_CLASS_IDS, zeroPerClass, type AcuteClass } from "./acute-classes";
import { acuteClassesByDay, countMonths, monthsFrom, type EpisodeInput, type MonthCounts } from "./monthly-counts";

export const OVERUSE_MONTHS = 3;

/**
 * Days a month, on average, from which one class alone counts as overused; null for a class
 * the rule does not count.
 *
 * Gepants (ubrogepant, rimegepant, zavegepant) are not counted, alone or with other classes.
 * ICHD-3 (2018) predates their use as acute treatments and names them in none of its 8.2
 * subtypes; only the catch-all 8.2.8 ("other medication") could take them in. They are
 * also the one acute class prescribed for daily or every-other-day use as a preventive
 * (rimegepant, atogepant), and no link between gepants and medication-overuse headache has
 * been shown, so a threshold for them would warn people taking them as prescribed. Their
 * days are still counted and returned, for the doctor to read.
 */
export const OVERUSE_THRESHOLDS: Record<AcuteClass, number | null> = {
  ergot: 10, // 8.2.1
  triptan: 10, // 8.2.2
  simple_analgesic: 15, // 8.2.3 (paracetamol, aspirin and other NSAIDs)
  opioid: 10, // 8.2.4
  combination_analgesic: 10, // 8.2.5
  other: 10, // 8.2.8: other medication taken for acute or symptomatic treatment
  gepant: null,
};

/**
 * ICHD-3 8.2.6, medication-overuse headache attributed to multiple drug classes not
 * individually overused: any combination of ergotamine, triptans, non-opioid analgesics
 * (simple analgesics and NSAIDs) and/or opioids on a total of 10 or more days a month, when
 * no class reaches its own threshold. The days are counted together whether the classes were
 * taken on the same day or on different days, and a day counts once. Combination analgesics
 * are counted with them: they are made of those drugs (a non-opioid analgesic with an opioid,
 * caffeine or butalbital). "Other" medication is not: 8.2.6 names its classes.
 */
export const MULTIPLE_CLASSES: readonly AcuteClass[] = [
  "ergot",
  "triptan",
  "simple_analgesic",
  "combination_analgesic",
  "opioid",
];
export const MULTIPLE_THRESHOLD = 10;

/** A class the warning names: one class, or "multiple" for several classes together (8.2.6). */
export type OveruseClass = AcuteClass | "multiple";

export type MedicationOveruse = {
  flagged: boolean;
  /** The overused class with the most days (several can be); null when nothing is flagged. */
  class: OveruseClass | null;
  /** Every overused class, most days first. */
  classes: OveruseClass[];
  /**
   * Days a month on average (one decimal) with the flagged class; when nothing is flagged,
   * with any medication the rule counts (every class but gepants).
   */
  average_days_per_month: number;
  /** The calendar months (YYYY-MM) averaged, oldest first. */
  months: string[];
  /** What the verdict rests on. */
  counts: {
    /** Each month's counts. */
    months: MonthCounts[];
    /** Days with each class over all the months. */
    days_by_class: Record<AcuteClass, number>;
    /** Days with any of the 8.2.6 classes over all the months. */
    multiple_class_days: number;
    /** Days with any class the rule counts over all the months. */
    counted_days: number;
  };
};

/** The 8.2 verdict over the OVERUSE_MONTHS calendar months before the month of `today`. */
export function medicationOveruse(episodes: readonly EpisodeInput[], today: string): MedicationOveruse {
  const current = today.slice(0, 7);
  const months = monthsFrom(shiftMonth(current, -OVERUSE_MONTHS), shiftMonth(current, -1));
  const monthly = countMonths(episodes, months);

  const byClass = zeroPerClass();
  for (const m of monthly) for (const id of ACUTE_CLASS_IDS) byClass[id] += m.acute_medication_days[id];

  let multipleDays = 0;
  let countedDays = 0;
  const classesUsed = new Set<AcuteClass>();
  for (const [day, classes] of acuteClassesByDay(episodes)) {
    if (!months.includes(day.slice(0, 7))) continue;
    const multiple = [...classes].filter((c) => MULTIPLE_CLASSES.includes(c));
    multiple.forEach((c) => classesUsed.add(c));
    if (multiple.length > 0) multipleDays += 1;
    if ([...classes].some((c) => OVERUSE_THRESHOLDS[c] !== null)) countedDays += 1;
  }

  // Thresholds compare whole-day totals with threshold × months, so no average is rounded.
  const reaches = (days: number, threshold: number) => days >= threshold * months.length;
  const single = ACUTE_CLASS_IDS.filter((id) => {
    const threshold = OVERUSE_THRESHOLDS[id];
    return threshold !== null && reaches(byClass[id], threshold);
  }).sort((a, b) => byClass[b] - byClass[a]);
  const multiple = single.length === 0 && classesUsed.size >= 2 && reaches(multipleDays, MULTIPLE_THRESHOLD);

  const classes: OveruseClass[] = multiple ? ["multiple"] : single;
  const top = classes[0] ?? null;
  const days = top === null ? countedDays : top === "multiple" ? multipleDays : byClass[top];
  return {
    flagged: top !== null,
    class: top,
    classes,
    average_days_per_month: Math.round((days / months.length) * 10) / 10,
    months,
    counts: { months: monthly, days_by_class: byClass, multiple_class_days: multipleDays, counted_days: countedDays },
  };
}

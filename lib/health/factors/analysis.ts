/**
 * Factor analysis in the style of symptom diaries (pure): for each factor the records hold,
 * how often a migraine came on days with it versus days without it, on the same day and
 * the day after, as a risk ratio with its 95 % interval and a plain grade
 * (`./stats/grades`): the user's suspicions are tested first, the rest as exploration. A
 * joint model of all factors together (`./stats/joint`) shows which factor stands in for
 * another. It is an association in the user's own data, never a cause. *
 * Factors: journal ratings, exercise, calories over the goal, the day after a logged trigger,
 * the food factors of products with ingredient data (`lib/migraine/food-factors.ts`) and a
 * fall in barometric pressure from the weather of the user's place.
 */
import { fisherMidP } from "./fisher";
import { gradeComparisons } from "./stats/grades";
import { fitJointModel } from "./stats/joint";
import { katzInterval } from "./stats/risk-ratio";
import { FOOD_FACTORS } from "@/lib/migraine/food-factors";
import { addDays, daysBetween } from "@/lib/time/dates";

export const MIN_DAYS_OF_DATA = 10;
export const MIN_DAYS_PER_GROUP = 3;
/** A suspicion recorded after the data began is pre-specified once this many days have passed since. */
export const PRESPECIFIED_AFTER_DAYS = 30;
/** A fall of at least this much in mean sea-level pressure from the day before is a "pressure drop". */
export const PRESSURE_DROP_HPA = 5;

/** The factor key of a logged trigger: "trigger:" and its name trimmed, in lower case (one factor however it is spelled). */
export function triggerFactorKey(name: string): string {
  return `trigger:${name.trim().toLowerCase()}`;
}

export type DiaryInput = {
  today: string;
  windowDays: number;
  migraines: { date: string; triggers: string[] }[];
  /** Null: a rating the user left "not set", which is no data for its factor. */
  journal: { date: string; sleep: number | null; stress: number | null; mood: number | null; energy: number | null }[];
  exerciseDates: string[];
  calories: { date: string; calories: number }[];
  calorieGoal: number;
  /** Dates of any other record (vitals), which also mark a day as tracked. */
  otherDates: string[];
  /**
   * Days whose food entries include products with ingredient data, and the food factors
   * (`FOOD_FACTORS` keys) of any of them. A day not listed is no data for the food factors.
   */
  foodFactors?: { date: string; keys: string[] }[];
  /** The weather of the user's place by day; a day not listed, or with no change known, is no data. */
  weather?: { date: string; pressure_change_hpa: number | null }[];
  /**
   * The factors the user suspects (keys as in the results, e.g. "poor_sleep", "food:aspartame",
   * "trigger:wine"), each with the user's local day the suspicion was recorded.
   */
  suspected?: { key: string; since: string }[];
};

/**
 * The plain-language grade of one comparison: "strong" survives the correction for every
 * factor tested, "possible" has a 95 % interval that excludes 1 without correction,
 * "no_evidence" does not, and "not_enough_data" has too few days in a group to say.
 */
export type Grade = "strong" | "possible" | "no_evidence" | "not_enough_data";

export type Lag = "same_day" | "day_before";
export type FactorResult = {
  key: string;
  label: string;
  lag: Lag;
  with_days: number;
  with_migraine_days: number;
  without_days: number;
  without_migraine_days: number;
  rate_with: number;
  rate_without: number;
  p_value: number;
  /** Risk ratio (migraine rate with / without) and its 95 % interval; null when a group is too small. */
  risk_ratio: number | null;
  ci_low: number | null;
  ci_high: number | null;
  grade: Grade;
  /** Tested as one of the user's pre-specified suspicions (Holm among them) rather than exploratory. */
  prespecified: boolean;
  /** The day the user recorded the suspicion, when suspected (pre-specified or not yet). */
  suspected_since: string | null;
  /**
   * About how many more days of logging at the current rates would detect a doubled risk (80 %
   * power, at the level "strong" needs); 0 when the days so far already would; null when
   * strong, not enough data, no migraines without the factor, or more than two years away.
   */
  more_days: number | null;
  /** grade === "strong" (kept for readers of the older field). */
  notable: boolean;
  direction: "more" | "fewer";
};

/** One factor in the joint (penalised logistic) model of all factors together. */
export type JointFactor = {
  key: string;
  label: string;
  lag: Lag;
  /** Odds ratio with every other factor held fixed. */
  odds_ratio: number;
  /** 1 for the factor with the largest adjusted association with migraine days. */
  rank: number;
};

export type FactorAnalysis = {
  days_of_data: number;
  enough_data: boolean;
  comparisons: number;
  results: FactorResult[];
  /**
   * The joint model over the days where any compared factor is known (an unknown factor takes
   * its mean); null when fewer than 30 such days or nothing was compared.
   */
  joint: { days: number; factors: JointFactor[] } | null;
};

/** A factor's value on a date: true, false, or null when the records don't say. */
type Factor = { key: string; label: string; lags: Lag[]; on: (date: string) => boolean | null };

function buildFactors(input: DiaryInput, trackedFrom: string): Factor[] {
  const journal = new Map(input.journal.map((j) => [j.date, j]));
  const exercise = new Set(input.exerciseDates);
  const calories = new Map(input.calories.map((c) => [c.date, c.calories]));
  const tracked = (date: string) => date >= trackedFrom && date <= input.today;
  const fromJournal = (
    key: string,
    label: string,
    test: (j: DiaryInput["journal"][number]) => boolean | null,
  ): Factor => ({
    key,
    label,
    lags: ["same_day", "day_before"],
    on: (d) => {
      const j = journal.get(d);
      return j ? test(j) : null;
    },
  });
  const factors: Factor[] = [];
  if (journal.size > 0) {
    factors.push(
      fromJournal("poor_sleep", "Poor sleep (journal sleep 5/10 or less)", (j) =>
        j.sleep === null ? null : j.sleep <= 5,
      ),
      fromJournal("high_stress", "High stress (journal stress 7/10 or more)", (j) =>
        j.stress === null ? null : j.stress >= 7,
      ),
      fromJournal("low_mood", "Low mood (journal mood 4/10 or less)", (j) => (j.mood === null ? null : j.mood <= 4)),
      fromJournal("low_energy", "Low energy (journal energy 4/10 or less)", (j) =>
        j.energy === null ? null : j.energy <= 4,
      ),
    );
  }
  if (exercise.size > 0) {
    factors.push({
      key: "exercise",
      label: "Exercise logged",
      lags: ["same_day", "day_before"],
      on: (d) => (tracked(d) ? exercise.has(d) : null),
    });
  }
  if (calories.size > 0) {
    factors.push({
      key: "calories_over_goal",
      label: `Calories over your goal (${Math.round(input.calorieGoal)} kcal)`,
      lags: ["same_day", "day_before"],
      on: (d) => {
        const c = calories.get(d);
        return c === undefined ? null : c > input.calorieGoal;
      },
    });
  }
  const foodDays = new Map((input.foodFactors ?? []).map((f) => [f.date, new Set(f.keys)]));
  const seenFood = new Set([...foodDays.values()].flatMap((keys) => [...keys]));
  for (const food of FOOD_FACTORS) {
    if (!seenFood.has(food.key)) continue;
    factors.push({
      key: `food:${food.key}`,
      label: food.label,
      lags: ["same_day", "day_before"],
      on: (d) => foodDays.get(d)?.has(food.key) ?? null,
    });
  }
  const pressureChange = new Map<string, number>();
  for (const w of input.weather ?? []) {
    if (w.pressure_change_hpa !== null && Number.isFinite(w.pressure_change_hpa))
      pressureChange.set(w.date, w.pressure_change_hpa);
  }
  if (pressureChange.size > 0) {
    // weather is fetched, not logged: it never marks a day as tracked, and only days it covers count
    factors.push({
      key: "pressure_drop",
      label: `Pressure drop (${PRESSURE_DROP_HPA} hPa or more)`,
      lags: ["same_day", "day_before"],
      on: (d) => {
        const change = pressureChange.get(d);
        return change === undefined ? null : change <= -PRESSURE_DROP_HPA;
      },
    });
  }
  // A trigger is written on migraine days, so "same day" would be true by construction:
  // only the day after a logged trigger says something.
  const triggerDays = new Map<string, { label: string; dates: Set<string> }>();
  for (const m of input.migraines) {
    for (const t of m.triggers) {
      const key = triggerFactorKey(t);
      const entry = triggerDays.get(key) ?? { label: t.trim(), dates: new Set<string>() };
      entry.dates.add(m.date);
      triggerDays.set(key, entry);
    }
  }
  for (const [key, t] of triggerDays) {
    factors.push({
      key,
      label: `Trigger logged: ${t.label}`,
      lags: ["day_before"],
      on: (d) => (tracked(d) ? t.dates.has(d) : null),
    });
  }
  return factors;
}

export function analyseFactors(input: DiaryInput): FactorAnalysis {
  const windowStart = addDays(input.today, -(input.windowDays - 1));
  const recordDates = [
    ...input.migraines.map((m) => m.date),
    ...input.journal.map((j) => j.date),
    ...input.exerciseDates,
    ...input.calories.map((c) => c.date),
    ...input.otherDates,
    ...(input.foodFactors ?? []).map((f) => f.date),
  ].filter((d) => d >= windowStart && d <= input.today);
  if (recordDates.length === 0)
    return { days_of_data: 0, enough_data: false, comparisons: 0, results: [], joint: null };
  const trackedFrom = recordDates.reduce((a, b) => (a < b ? a : b));
  const daysOfData = daysBetween(trackedFrom, input.today) + 1;
  if (daysOfData < MIN_DAYS_OF_DATA)
    return { days_of_data: daysOfData, enough_data: false, comparisons: 0, results: [], joint: null };

  const migraineDays = new Set(input.migraines.map((m) => m.date));
  const days = Array.from({ length: daysOfData }, (_, i) => addDays(trackedFrom, i));
  const migraine = days.map((d) => migraineDays.has(d));
  const dayBefore = new Map(days.map((d) => [d, addDays(d, -1)]));
  const suspicions = new Map((input.suspected ?? []).map((s) => [s.key, s.since]));
  // a suspicion recorded before the data, or 30 days ago (so 30 days of data have come since), is pre-specified
  const prespecified = (since: string | undefined) =>
    since !== undefined && (since <= trackedFrom || daysBetween(since, input.today) >= PRESPECIFIED_AFTER_DAYS);

  type Row = { result: Omit<FactorResult, "grade" | "notable">; tested: boolean; values: (boolean | null)[] };
  const rows: Row[] = [];
  for (const factor of buildFactors(input, trackedFrom)) {
    const since = suspicions.get(factor.key);
    for (const lag of factor.lags) {
      const values = days.map((day) => factor.on(lag === "same_day" ? day : dayBefore.get(day)!));
      const t = { a: 0, b: 0, c: 0, d: 0 };
      values.forEach((exposed, i) => {
        if (exposed === null) return;
        if (exposed) t[migraine[i] ? "a" : "b"] += 1;
        else t[migraine[i] ? "c" : "d"] += 1;
      });
      const withDays = t.a + t.b;
      const withoutDays = t.c + t.d;
      const tested = withDays >= MIN_DAYS_PER_GROUP && withoutDays >= MIN_DAYS_PER_GROUP;
      const rateWith = withDays > 0 ? t.a / withDays : 0;
      const rateWithout = withoutDays > 0 ? t.c / withoutDays : 0;
      rows.push({
        tested,
        values,
        result: {
          key: factor.key,
          label: factor.label,
          lag,
          with_days: withDays,
          with_migraine_days: t.a,
          without_days: withoutDays,
          without_migraine_days: t.c,
          rate_with: rateWith,
          rate_without: rateWithout,
          p_value: tested ? fisherMidP(t.a, t.b, t.c, t.d) : 1,
          ...(tested
            ? katzInterval(t.a, withDays, t.c, withoutDays)
            : { risk_ratio: null, ci_low: null, ci_high: null }),
          prespecified: prespecified(since),
          suspected_since: since ?? null,
          more_days: null,
          direction: rateWith >= rateWithout ? "more" : "fewer",
        },
      });
    }
  }

  const tested = rows.filter((r) => r.tested);
  const grades = gradeComparisons(
    tested.map(({ result: r }) => ({ ...r, ci_low: r.ci_low!, ci_high: r.ci_high! })),
    daysOfData,
  );
  const gradeOf = new Map(tested.map((r, i) => [r, grades[i]!]));
  const results: FactorResult[] = rows
    .map((row) => {
      const { grade, more_days } = gradeOf.get(row) ?? { grade: "not_enough_data" as const, more_days: null };
      return { ...row.result, grade, more_days, notable: grade === "strong" };
    })
    .sort((x, y) => GRADE_ORDER[x.grade] - GRADE_ORDER[y.grade] || x.p_value - y.p_value);

  const fit = fitJointModel(tested, migraine);
  const joint = fit && {
    days: fit.days,
    factors: tested
      .map(({ result: r }, j) => ({
        key: r.key,
        label: r.label,
        lag: r.lag,
        odds_ratio: fit.odds_ratios[j]!,
        rank: fit.ranks[j]!,
      }))
      .sort((x, y) => x.rank - y.rank),
  };
  return { days_of_data: daysOfData, enough_data: true, comparisons: tested.length, results, joint };
}

const GRADE_ORDER: Record<Grade, number> = { strong: 0, possible: 1, no_evidence: 2, not_enough_data: 3 };

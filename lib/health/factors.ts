/**
 * Factor analysis in the style of symptom diaries (pure): for each factor the records hold,
 * how often a migraine came on days with it versus days without it, on the same day and
 * the day after. Shown only with enough days in both groups; an association is "notable"
 * only when Fisher's exact test, Bonferroni-corrected for every comparison made, says it
 * is unlikely to be chance. It is an association in the user's own data, never a cause.
 *
 * Factors: journal ratings, exercise, calories over the goal, the day after a logged trigger,
 * the food factors of products with ingredient data (`lib/migraine/food-factors.ts`) and a
 * fall in barometric pressure from the weather of the user's place.
 */
import { fisherExactP } from "./fisher";
import { FOOD_FACTORS } from "@/lib/migraine/food-factors";
import { addDays, daysBetween } from "@/lib/time/dates";

export const MIN_DAYS_OF_DATA = 10;
export const MIN_DAYS_PER_GROUP = 3;
/** Family-wise error rate: across all comparisons of one report, 1 % chance of any false "notable". */
export const ALPHA = 0.01;
/** A fall of at least this much in mean sea-level pressure from the day before is a "pressure drop". */
export const PRESSURE_DROP_HPA = 5;

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
  /** About how many more days of logging at the current rates would detect a doubled risk (80 % power); null when not estimated. */
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
  /** The joint model over the days where every factor is known; null when too few such days. */
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
      const key = t.trim().toLowerCase();
      const entry = triggerDays.get(key) ?? { label: t.trim(), dates: new Set<string>() };
      entry.dates.add(m.date);
      triggerDays.set(key, entry);
    }
  }
  for (const [key, t] of triggerDays) {
    factors.push({
      key: `trigger:${key}`,
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
  const suspectedSince = new Map((input.suspected ?? []).map((s) => [s.key, s.since]));
  const raw: Omit<FactorResult, "notable" | "grade">[] = [];
  for (const factor of buildFactors(input, trackedFrom)) {
    for (const lag of factor.lags) {
      const t = { a: 0, b: 0, c: 0, d: 0 };
      for (const day of days) {
        const exposed = factor.on(lag === "same_day" ? day : addDays(day, -1));
        if (exposed === null) continue;
        const migraine = migraineDays.has(day);
        if (exposed) t[migraine ? "a" : "b"] += 1;
        else t[migraine ? "c" : "d"] += 1;
      }
      const withDays = t.a + t.b;
      const withoutDays = t.c + t.d;
      if (withDays < MIN_DAYS_PER_GROUP || withoutDays < MIN_DAYS_PER_GROUP) continue;
      const rateWith = t.a / withDays;
      const rateWithout = t.c / withoutDays;
      raw.push({
        key: factor.key,
        label: factor.label,
        lag,
        with_days: withDays,
        with_migraine_days: t.a,
        without_days: withoutDays,
        without_migraine_days: t.c,
        rate_with: rateWith,
        rate_without: rateWithout,
        p_value: fisherExactP(t.a, t.b, t.c, t.d),
        ...katzInterval(t.a, withDays, t.c, withoutDays),
        prespecified: false,
        suspected_since: suspectedSince.get(factor.key) ?? null,
        more_days: null,
        direction: rateWith >= rateWithout ? "more" : "fewer",
      });
    }
  }
  const threshold = raw.length > 0 ? ALPHA / raw.length : ALPHA;
  const results = raw
    .map((r) => {
      const notable = r.p_value < threshold && r.rate_with !== r.rate_without;
      const excludesOne = r.ci_low !== null && r.ci_high !== null && (r.ci_low > 1 || r.ci_high < 1);
      const grade: Grade = notable ? "strong" : excludesOne ? "possible" : "no_evidence";
      return { ...r, notable, grade };
    })
    .sort((x, y) => Number(y.notable) - Number(x.notable) || x.p_value - y.p_value);
  return { days_of_data: daysOfData, enough_data: true, comparisons: raw.length, results, joint: null };
}

/** Katz log interval (95 %) of a risk ratio, with 0.5 added to every cell when one is 0. */
function katzInterval(a: number, n1: number, c: number, n0: number) {
  const k = a === 0 || c === 0 || a === n1 || c === n0 ? 0.5 : 0;
  const [x1, m1, x0, m0] = [a + k, n1 + 2 * k, c + k, n0 + 2 * k];
  const rr = x1 / m1 / (x0 / m0);
  const se = Math.sqrt(1 / x1 - 1 / m1 + 1 / x0 - 1 / m0);
  return { risk_ratio: rr, ci_low: Math.exp(Math.log(rr) - 1.96 * se), ci_high: Math.exp(Math.log(rr) + 1.96 * se) };
}

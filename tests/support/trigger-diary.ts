/**
 * Seeded generators of symptom diaries for the factor analysis's tests: the same seed gives
 * the same diary on every run, so rates measured over many diaries are fixed numbers.
 */
import type { DiaryInput } from "@/lib/health/factors/analysis";
import { FOOD_FACTORS, type FoodFactorKey } from "@/lib/migraine/food-factors";
import { seededRandom } from "@/lib/demo/random";
import { addDays } from "@/lib/time/dates";

/** The demo data's seeded generator (mulberry32), its uniform draws alone. */
export const rng = (seed: number): (() => number) => seededRandom(seed).next;
const int = (r: () => number, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
/** A normal deviate (Box–Muller). */
const normal = (r: () => number, sd: number) => sd * Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());

function emptyDiary(today: string, days: number): DiaryInput {
  return {
    today,
    windowDays: days,
    migraines: [],
    journal: [],
    exerciseDates: [],
    calories: [],
    calorieGoal: 2000,
    otherDates: [],
  };
}

export type JournalDiaryOptions = {
  seed: number;
  days: number;
  today?: string;
  /** Migraine rate on days after short sleep (5/10 or less), and on other days. */
  afterShortSleep: number;
  otherwise: number;
  /**
   * Stress drives short sleep: on high-stress days (7/10 or more) sleep is 1 to 6, otherwise 3
   * to 10, so high stress the day before goes with migraines without causing them.
   */
  stressDrivesSleep?: boolean;
};

/**
 * A diary of journal ratings (sleep, stress, mood, energy uniform 1 to 10), exercise on 40 % of
 * days and calories around the goal, where migraines depend on sleep the night before only.
 */
export function journalDiary(o: JournalDiaryOptions): DiaryInput {
  const today = o.today ?? "2026-03-31";
  const r = rng(o.seed);
  const input = emptyDiary(today, o.days);
  let shortSleepYesterday = false;
  for (let i = o.days - 1; i >= 0; i--) {
    const date = addDays(today, -i);
    const stress = int(r, 1, 10);
    const sleep = o.stressDrivesSleep ? (stress >= 7 ? int(r, 1, 6) : int(r, 3, 10)) : int(r, 1, 10);
    input.journal.push({ date, sleep, stress, mood: int(r, 1, 10), energy: int(r, 1, 10) });
    if (r() < 0.4) input.exerciseDates.push(date);
    input.calories.push({ date, calories: int(r, 1400, 2600) });
    if (r() < (shortSleepYesterday ? o.afterShortSleep : o.otherwise))
      input.migraines.push({ date, triggers: r() < 0.5 ? ["Stress"] : ["Weather changes", "Bright lights"] });
    shortSleepYesterday = sleep <= 5;
  }
  return input;
}

/** How often a day's scanned foods hold each factor: coffee or tea most days, the rest now and then. */
const BASE_RATES: Record<FoodFactorKey, number> = {
  caffeine: 0.7,
  aspartame: 0.12,
  glutamate: 0.06,
  nitrites: 0.1,
  alcohol: 0.15,
  chocolate: 0.2,
  aged_cheese: 0.1,
};

export type Cause = "none" | "pressure_drop" | "aspartame";
export type RichDiary = { input: DiaryInput; drops: Set<string>; aspartame: Set<string>; weatherDates: Set<string> };

/**
 * A diary of `days` days ending `today` with journal ratings, exercise, calories, the food
 * factors of scanned products and the weather, at everyday base rates. Day-to-day pressure
 * changes are normal with a 4.5 hPa spread, as in a mid-latitude autumn and winter (a drop of
 * 5 hPa or more on about one day in eight), with no weather on one day in twenty; products with
 * ingredient data are logged on 85 % of days and the journal on 80 %. Migraines come on `base`
 * of days, or on `caused` of the days after the cause.
 */
export function richDiary(
  seed: number,
  cause: Cause,
  base = 0.1,
  caused = 0.7,
  days = 180,
  today = "2026-06-30",
): RichDiary {
  const r = rng(seed);
  const input: DiaryInput = { ...emptyDiary(today, days), foodFactors: [], weather: [] };
  const drops = new Set<string>();
  const aspartame = new Set<string>();
  const weatherDates = new Set<string>();
  // the weather of the day before the first day, which the first day's "day before" reads
  for (let i = days; i >= 0; i--) {
    const date = addDays(today, -i);
    if (r() >= 0.05) {
      const change = Math.round(normal(r, 4.5) * 10) / 10;
      input.weather!.push({ date, pressure_change_hpa: change });
      weatherDates.add(date);
      if (change <= -5) drops.add(date);
    }
    if (i === days) continue;
    if (r() < 0.8)
      input.journal.push({
        date,
        sleep: int(r, 3, 10),
        stress: int(r, 1, 9),
        mood: int(r, 2, 10),
        energy: int(r, 2, 10),
      });
    if (r() < 0.35) input.exerciseDates.push(date);
    input.calories.push({ date, calories: int(r, 1500, 2500) });
    if (r() < 0.85) {
      const keys = FOOD_FACTORS.map((f) => f.key).filter((k) => r() < BASE_RATES[k]);
      input.foodFactors!.push({ date, keys });
      if (keys.includes("aspartame")) aspartame.add(date);
    }
    const yesterday = addDays(date, -1);
    const triggered =
      (cause === "pressure_drop" && drops.has(yesterday)) || (cause === "aspartame" && aspartame.has(yesterday));
    if (r() < (triggered ? caused : base))
      input.migraines.push({ date, triggers: r() < 0.3 ? ["Stress"] : r() < 0.5 ? ["Weather changes"] : [] });
  }
  return { input, drops, aspartame, weatherDates };
}

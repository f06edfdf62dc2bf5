import { addDays } from "@/lib/time/dates";
/**
 * The Trends tab: four 7-day weeks ending today (this week, last week, 2 and 3 weeks ago)
 * and messages that follow from their numbers. Pure; trends.ts loads the data.
 */

export type WeekTrend = {
  label: string;
  start: string;
  end: string;
  /** Mean journal mood (1-10), or null with no entries that week. */
  mood: number | null;
  workouts: number;
  /** Days (of 7) with at least one meal logged. */
  meal_days: number;
  /** Days (of 7) on which every scheduled dose was taken; null when nothing was scheduled. */
  medication_days: number | null;
};

export const WEEK_LABELS = ["This week", "Last week", "2 weeks ago", "3 weeks ago"] as const;

export type TrendInput = {
  today: string;
  moods: { date: string; mood: number }[];
  workoutsByDate: Map<string, number>;
  mealDates: Set<string>;
  /** For each date: null when nothing was scheduled, else whether all doses were taken. */
  medicationDay: (date: string) => boolean | null;
};

export function weekTrends({ today, moods, workoutsByDate, mealDates, medicationDay }: TrendInput): WeekTrend[] {
  return WEEK_LABELS.map((label, i) => {
    const end = addDays(today, -7 * i);
    const start = addDays(end, -6);
    const days = Array.from({ length: 7 }, (_, d) => addDays(start, d));
    const weekMoods = moods.filter((m) => m.date >= start && m.date <= end).map((m) => m.mood);
    const medication = days.map(medicationDay);
    const anyScheduled = medication.some((d) => d !== null);
    return {
      label,
      start,
      end,
      mood:
        weekMoods.length === 0 ? null : Math.round((weekMoods.reduce((a, b) => a + b, 0) / weekMoods.length) * 10) / 10,
      workouts: days.reduce((n, d) => n + (workoutsByDate.get(d) ?? 0), 0),
      meal_days: days.filter((d) => mealDates.has(d)).length,
      medication_days: anyScheduled ? medication.filter((d) => d === true).length : null,
    };
  });
}

/** Plain sentences comparing this week with last week, only from the numbers above. */
export function trendMessages(weeks: WeekTrend[], workoutGoal: number): string[] {
  const [now, before] = weeks;
  if (!now || !before) return [];
  const out: string[] = [];
  if (now.mood !== null && before.mood !== null) {
    const diff = Math.round((now.mood - before.mood) * 10) / 10;
    out.push(
      diff > 0
        ? `Your mood is up ${diff} points from last week (${now.mood} vs ${before.mood}).`
        : diff < 0
          ? `Your mood is down ${Math.abs(diff)} points from last week (${now.mood} vs ${before.mood}).`
          : `Your mood held steady at ${now.mood} this week.`,
    );
  } else if (now.mood === null) {
    out.push("No journal entries this week: write one to follow your mood.");
  } else {
    out.push(`Your mood averaged ${now.mood} this week.`);
  }
  const plural = (n: number) => `${n} workout${n === 1 ? "" : "s"}`;
  if (now.workouts >= workoutGoal)
    out.push(`You reached your goal of ${plural(workoutGoal)} this week with ${plural(now.workouts)}.`);
  else
    out.push(
      `${plural(now.workouts)} this week (${before.workouts} last week); ${workoutGoal - now.workouts} more to reach your weekly goal of ${workoutGoal}.`,
    );
  if (now.meal_days === 7) out.push("You logged meals every day this week.");
  else out.push(`Meals logged on ${now.meal_days} of 7 days this week (${before.meal_days} last week).`);
  if (now.medication_days !== null) {
    out.push(
      now.medication_days === 7
        ? "Every scheduled medication taken on all 7 days this week."
        : `All scheduled medications taken on ${now.medication_days} of 7 days this week (${before.medication_days ?? 0} last week).`,
    );
  }
  return out;
}

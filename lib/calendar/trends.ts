/**
 * The Trends tab: four 7-day weeks ending today (this week, last week, 2 and 3 weeks ago)
 * and messages that follow from their numbers. Pure; the calendar service loads the data.
 */
import { addDays, datesEnding } from "@/lib/time/dates";

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
/** The days the four weeks cover, today included. */
export const TREND_DAYS = 7 * WEEK_LABELS.length;

export type TrendInput = {
  today: string;
  /** Null: mood "not set" on that day's entry. */
  moods: { date: string; mood: number | null }[];
  workoutsByDate: Map<string, number>;
  mealDates: Set<string>;
  /** For each date: null when nothing was scheduled, else whether all doses were taken. */
  medicationDay: (date: string) => boolean | null;
};

const meanOf = (xs: number[]) =>
  xs.length === 0 ? null : Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10;

export function weekTrends({ today, moods, workoutsByDate, mealDates, medicationDay }: TrendInput): WeekTrend[] {
  return WEEK_LABELS.map((label, i) => {
    const end = addDays(today, -7 * i);
    const days = datesEnding(end, 7);
    const start = days[0]!;
    const medication = days.map(medicationDay);
    return {
      label,
      start,
      end,
      mood: meanOf(
        moods.filter((m) => m.date >= start && m.date <= end).flatMap((m) => (m.mood === null ? [] : [m.mood])),
      ),
      workouts: days.reduce((n, d) => n + (workoutsByDate.get(d) ?? 0), 0),
      meal_days: days.filter((d) => mealDates.has(d)).length,
      medication_days: medication.some((d) => d !== null) ? medication.filter((d) => d === true).length : null,
    };
  });
}

const workoutCount = (n: number) => `${n} workout${n === 1 ? "" : "s"}`;

function moodMessage(now: WeekTrend, last: WeekTrend): string {
  if (now.mood === null) return "No journal entries this week: write one to follow your mood.";
  if (last.mood === null) return `Your mood averaged ${now.mood} this week.`;
  const diff = Math.round((now.mood - last.mood) * 10) / 10;
  const versus = `(${now.mood} vs ${last.mood})`;
  if (diff > 0) return `Your mood is up ${diff} points from last week ${versus}.`;
  if (diff < 0) return `Your mood is down ${Math.abs(diff)} points from last week ${versus}.`;
  return `Your mood held steady at ${now.mood} this week.`;
}

/** Plain sentences comparing this week with last week, only from the numbers above. */
export function trendMessages(weeks: WeekTrend[], workoutGoal: number): string[] {
  const [now, last] = weeks;
  if (!now || !last) return [];
  const out = [moodMessage(now, last)];
  out.push(
    now.workouts >= workoutGoal
      ? `You reached your goal of ${workoutCount(workoutGoal)} this week with ${workoutCount(now.workouts)}.`
      : `${workoutCount(now.workouts)} this week (${last.workouts} last week); ` +
          `${workoutGoal - now.workouts} more to reach your weekly goal of ${workoutGoal}.`,
  );
  out.push(
    now.meal_days === 7
      ? "You logged meals every day this week."
      : `Meals logged on ${now.meal_days} of 7 days this week (${last.meal_days} last week).`,
  );
  if (now.medication_days !== null) {
    out.push(
      now.medication_days === 7
        ? "Every scheduled medication taken on all 7 days this week."
        : `All scheduled medications taken on ${now.medication_days} of 7 days this week ` +
            `(${last.medication_days ?? 0} last week).`,
    );
  }
  return out;
}

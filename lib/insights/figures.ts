/** Weekly trend, streak, top category and weekly goals: pure, from InsightData. */
import { scheduleFor } from "@/lib/medications/adherence";
import { addDays, currentStreak, datesEnding, daysBetween, weekStart } from "@/lib/time/dates";
import { hasAnything, plural, WINDOW_DAYS, type InsightData } from "./days";
import { healthScore, type HealthScore, type ScoreComponent } from "./score";

/** A change of at least this many points in the score is a trend. */
export const TREND_POINTS = 5;

export type WeeklyTrend = {
  direction: "improving" | "steady" | "declining";
  current: number;
  previous: number;
  reason: string;
};

/** This week's score (7 days ending today) against the 7 days before, with the main reason. */
export function weeklyTrend(data: InsightData, current: HealthScore | null = healthScore(data)): WeeklyTrend | null {
  const previous = healthScore(data, addDays(data.today, -WINDOW_DAYS));
  if (!current || !previous) return null;
  const diff = current.score - previous.score;
  const direction = diff >= TREND_POINTS ? "improving" : diff <= -TREND_POINTS ? "declining" : "steady";
  const before = new Map(previous.components.map((c) => [c.id, c.score]));
  const changes = current.components
    .filter((c) => before.has(c.id))
    .map((c) => ({ c, from: before.get(c.id)!, delta: c.score - before.get(c.id)! }))
    .filter((x) => (direction === "improving" ? x.delta > 0 : direction === "declining" ? x.delta < 0 : x.delta !== 0))
    .sort((a, b) => Math.abs(b.delta) * b.c.weight - Math.abs(a.delta) * a.c.weight);
  const main = changes[0];
  const scoreMove = `Score ${previous.score} last week, ${current.score} this week`;
  const change = main
    ? `${main.c.label.toLowerCase()} ${main.delta > 0 ? "rose" : "fell"} from ${main.from} to ${main.c.score}`
    : "no area changed";
  return { direction, current: current.score, previous: previous.score, reason: `${scoreMove}: ${change}.` };
}

/** Consecutive days with anything logged, up to today (or yesterday while today is empty). */
export function loggingStreak(data: InsightData): number {
  const dates = [...data.days.values()].filter(hasAnything).map((d) => d.date);
  return currentStreak(dates, data.today);
}

/** The component with the best score (ties: the heavier weight, then the listed order). */
export function topCategory(score: HealthScore | null): ScoreComponent | null {
  if (!score) return null;
  return score.components.reduce<ScoreComponent | null>(
    (best, c) => (!best || c.score > best.score || (c.score === best.score && c.weight > best.weight) ? c : best),
    null,
  );
}

export type WeeklyGoal = {
  id: "exercise" | "meals" | "medications";
  label: string;
  done: number;
  target: number;
  detail: string;
};

/**
 * Exercise: workouts this calendar week against the weekly goal (as the Exercise view counts).
 * Meals: days of the last 7 with food logged. Medications: days of the last 7 on which every
 * dose due was taken (left out without scheduled medications). An account younger than the
 * period is measured against the days it has existed: three days of meals in three days is
 * the whole goal, not 3 of 7.
 */
export function weeklyGoals(data: InsightData): WeeklyGoal[] {
  const last7 = datesEnding(data.today, WINDOW_DAYS).filter((d) => d >= data.since);
  const young = last7.length < WINDOW_DAYS;
  const dayGoal = young ? Math.max(1, last7.length) : WINDOW_DAYS;
  const lastDays = young ? `since you joined (${plural(last7.length, "day")})` : "last 7 days";
  const monday = weekStart(data.today);
  // the days of this Monday-to-Sunday week on which the account exists
  const weekDays = WINDOW_DAYS - Math.max(0, daysBetween(monday, data.since));
  const workoutGoal =
    weekDays < WINDOW_DAYS
      ? Math.max(1, Math.round((data.weeklyWorkoutGoal * weekDays) / WINDOW_DAYS))
      : data.weeklyWorkoutGoal;
  const mealDays = last7.filter((d) => (data.days.get(d)?.food_entries ?? 0) > 0).length;
  // a workout dated before sign-up (an import) is not one of this account's week
  const workoutsDone =
    weekDays < WINDOW_DAYS
      ? datesEnding(data.today, daysBetween(data.since, data.today) + 1).reduce(
          (n, d) => n + (data.days.get(d)?.workouts ?? 0),
          0,
        )
      : data.workoutsThisWeek;
  const goals: WeeklyGoal[] = [
    {
      id: "exercise",
      label: `Exercise ${data.weeklyWorkoutGoal}x a week`,
      done: workoutsDone,
      target: workoutGoal,
      detail:
        workoutGoal === data.weeklyWorkoutGoal
          ? "Workouts this week (from Monday)"
          : `Workouts this week: your goal for the ${plural(weekDays, "day")} of it since you joined`,
    },
    {
      id: "meals",
      label: "Log meals daily",
      done: mealDays,
      target: dayGoal,
      detail: `Days with meals logged, ${lastDays}`,
    },
  ];
  if (data.medications.length > 0) {
    const medDays = last7.filter((date) => {
      const due = scheduleFor(data.medications, data.doses, date, data.timeZone, data.nowTime, data.today).filter(
        (s) => s.state !== "upcoming",
      );
      return due.length > 0 && due.every((s) => s.state === "taken");
    }).length;
    goals.push({
      id: "medications",
      label: "Take medications",
      done: medDays,
      target: dayGoal,
      detail: `Days with every due dose taken, ${lastDays}`,
    });
  }
  return goals;
}

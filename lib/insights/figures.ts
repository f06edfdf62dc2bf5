/** Weekly trend, streak, top category and weekly goals: pure, from InsightData. */
import { scheduleFor } from "@/lib/medications/adherence";
import { addDays, currentStreak, datesEnding } from "@/lib/time/dates";
import { hasAnything, WINDOW_DAYS, type InsightData } from "./days";
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
 * dose due was taken (left out without scheduled medications).
 */
export function weeklyGoals(data: InsightData): WeeklyGoal[] {
  const last7 = datesEnding(data.today, WINDOW_DAYS);
  const mealDays = last7.filter((d) => (data.days.get(d)?.food_entries ?? 0) > 0).length;
  const goals: WeeklyGoal[] = [
    {
      id: "exercise",
      label: `Exercise ${data.weeklyWorkoutGoal}x a week`,
      done: data.workoutsThisWeek,
      target: data.weeklyWorkoutGoal,
      detail: "Workouts this week (from Monday)",
    },
    {
      id: "meals",
      label: "Log meals daily",
      done: mealDays,
      target: WINDOW_DAYS,
      detail: "Days with meals logged, last 7 days",
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
      target: WINDOW_DAYS,
      detail: "Days with every due dose taken, last 7 days",
    });
  }
  return goals;
}

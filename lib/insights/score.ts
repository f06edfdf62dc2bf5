/**
 * The health score: a weighted mean of up to seven components, each 0–100 over the 7 days
 * ending a date. A component without data is left out and the weights of the others are
 * rescaled, so the score says what it rests on. Weights are in docs/insights.md, "Health score".
 */
import { computeInsights } from "@/lib/journal/insights";
import { adherence } from "@/lib/medications/adherence";
import { addDays, daysBetween } from "@/lib/time/dates";
import { accountDays, accountWindow, hasAnything, plural, TRACKING_DAYS, WINDOW_DAYS, type InsightData } from "./days";

export const COMPONENTS = [
  { id: "consistency", label: "Logging consistency", category: "Consistency", weight: 20 },
  { id: "nutrition", label: "Calories near goal", category: "Nutrition", weight: 20 },
  { id: "exercise", label: "Exercise vs weekly goal", category: "Exercise", weight: 20 },
  { id: "sleep", label: "Sleep (journal)", category: "Sleep", weight: 10 },
  { id: "mood", label: "Mood (journal)", category: "Mood", weight: 10 },
  { id: "migraine", label: "Migraine-free days", category: "Migraine", weight: 10 },
  { id: "medication", label: "Medication adherence", category: "Medication", weight: 10 },
] as const;
export type ComponentId = (typeof COMPONENTS)[number]["id"];

export type ScoreComponent = {
  id: ComponentId;
  label: string;
  category: string;
  weight: number;
  score: number;
  /** What the figure is, in words with its numbers. */
  detail: string;
};

export type HealthScore = {
  score: number;
  components: ScoreComponent[];
  missing: { id: ComponentId; label: string }[];
};

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));
/** Calories within 10% of the goal score 100, falling to 0 at 50% off. */
export function calorieDayScore(calories: number, goal: number): number {
  const off = Math.abs(calories - goal) / goal;
  return clamp(((0.5 - Math.max(off, 0.1)) / 0.4) * 100);
}
type Figure = { score: number; detail: string } | null;

/** A week's average journal rating (1–10) as 0–100, or null without entries. */
function journalRating(label: string, avg: { value: number | null; count: number }): Figure {
  if (avg.value === null) return null;
  return {
    score: clamp(((avg.value - 1) / 9) * 100),
    detail: `${label} ${avg.value}/10 over ${plural(avg.count, "entry", "entries")}`,
  };
}

/**
 * Each component's figure for the week ending `end`, or null when there is no data. Only the
 * days since sign-up count: a week the account did not yet exist in is not a week of nothing.
 */
export function componentFigures(data: InsightData, end: string): Record<ComponentId, Figure> {
  const week = accountWindow(data, end);
  const tracked = accountWindow(data, end, TRACKING_DAYS);
  // a day in progress with nothing logged yet doesn't count against consistency: like the
  // streak, the window then ends yesterday
  const todayEmpty = end === data.today && !hasAnything(data.days.get(end));
  const consistencyDays = todayEmpty ? accountWindow(data, addDays(end, -1)) : week;
  const logged = consistencyDays.filter(hasAnything).length;
  // today's calories are a day in progress: a breakfast is not a day 80% under the goal
  const fed = week.filter((d) => d.food_entries > 0 && d.date < data.today);
  const workouts = week.reduce((n, d) => n + d.workouts, 0);
  const journal = computeInsights(
    data.journal.filter((j) => j.date >= data.since),
    [],
    end,
  ).week;
  const migraineDays = week.filter((d) => d.migraines > 0).length;
  const isToday = end === data.today;
  const meds = data.medications.map((m) =>
    adherence(m, data.doses, end, isToday ? data.nowTime : "23:59", data.timeZone, WINDOW_DAYS),
  );
  const taken = meds.reduce((n, a) => n + a.taken, 0);
  const scheduled = meds.reduce((n, a) => n + a.scheduled, 0);
  const goal = data.weeklyWorkoutGoal;
  // an account younger than the week is held to its share of the weekly goal
  const existed = Math.min(WINDOW_DAYS, accountDays(data, end));
  const dueWorkouts = (goal * existed) / WINDOW_DAYS;
  const avgCalories = fed.length ? Math.round(fed.reduce((n, d) => n + d.calories, 0) / fed.length) : 0;
  const kcal = (n: number) => `${n.toLocaleString("en-US")} kcal`;

  return {
    consistency:
      tracked.some(hasAnything) && consistencyDays.length > 0
        ? {
            score: clamp((logged / consistencyDays.length) * 100),
            detail: `Something logged on ${logged} of ${consistencyDays.length} days`,
          }
        : null,
    nutrition:
      fed.length > 0 && data.dailyCaloriesGoal > 0
        ? {
            score: clamp(fed.reduce((n, d) => n + calorieDayScore(d.calories, data.dailyCaloriesGoal), 0) / fed.length),
            detail:
              `${kcal(avgCalories)} a day on ${plural(fed.length, "logged day")} ` +
              `against ${kcal(data.dailyCaloriesGoal)}`,
          }
        : null,
    exercise:
      tracked.some((d) => d.workouts > 0) && goal > 0 && dueWorkouts > 0
        ? {
            score: clamp((Math.min(workouts, dueWorkouts) / dueWorkouts) * 100),
            detail:
              existed < WINDOW_DAYS
                ? `${plural(workouts, "workout")} in the ${plural(existed, "day")} since you joined, goal ${goal} a week`
                : `${plural(workouts, "workout")} in 7 days, goal ${goal} a week`,
          }
        : null,
    sleep: journalRating("Sleep", journal.sleep),
    mood: journalRating("Mood", journal.mood),
    migraine: data.migraines.some((m) => m.date >= data.since && m.date > addDays(end, -TRACKING_DAYS) && m.date <= end)
      ? {
          score: clamp(100 - migraineDays * 25),
          detail: `${plural(migraineDays, "migraine day")} in ${plural(week.length, "day")}`,
        }
      : null,
    medication:
      scheduled > 0
        ? {
            score: clamp((taken / scheduled) * 100),
            detail: `${taken} of ${plural(scheduled, "scheduled dose")} taken`,
          }
        : null,
  };
}

/** Days with data since sign-up that show a score before its first week is over. */
export const SCORE_DATA_DAYS = 3;
/** Days after sign-up from which the score shows whatever was logged. */
export const SCORE_WAIT_DAYS = 7;

export type ScoreGate = { ready: boolean; daysWithData: number; daysSinceSignUp: number };

/**
 * Whether there is enough to score: 7 days since sign-up, or 3 days with data. A score from
 * one day of logging would say more about the day than about the user's health.
 */
export function scoreGate(data: InsightData): ScoreGate {
  const daysSinceSignUp = Math.max(0, daysBetween(data.since, data.today));
  let daysWithData = 0;
  for (const d of data.days.values())
    if (d.date >= data.since && d.date <= data.today && hasAnything(d)) daysWithData++;
  return {
    ready: daysSinceSignUp >= SCORE_WAIT_DAYS || daysWithData >= SCORE_DATA_DAYS,
    daysWithData,
    daysSinceSignUp,
  };
}

/** The score of the week ending `end` (null when no component has data). */
export function healthScore(data: InsightData, end: string = data.today): HealthScore | null {
  const figures = componentFigures(data, end);
  const components: ScoreComponent[] = [];
  const missing: HealthScore["missing"] = [];
  for (const c of COMPONENTS) {
    const f = figures[c.id];
    if (f) components.push({ ...c, ...f });
    else missing.push({ id: c.id, label: c.label });
  }
  if (components.length === 0) return null;
  const weight = components.reduce((n, c) => n + c.weight, 0);
  const score = clamp(components.reduce((n, c) => n + c.score * c.weight, 0) / weight);
  return { score, components, missing };
}

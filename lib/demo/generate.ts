/**
 * The demo's 90 days as plain rows, from one seed: pure, so a test can read what it makes and
 * the seeding only writes it.
 */
import { generateBasicPlan } from "@/lib/exercise/plan-generator";
import type { WorkoutPreferences } from "@/lib/exercise/plan-schema";
import { basicPlanText } from "@/lib/exercise/plan-text";
import { addDays } from "@/lib/time/dates";
import { DEMO_DAYS, demoClock, instantOf, isWeekend, type DemoClock } from "./calendar";
import { dayMeals, type DemoFoodEntry } from "./meals";
import { daySteps, dayWorkout, type DemoExercise } from "./activity";
import { doseLog, DEMO_MEDICATIONS, REMINDER_SETTINGS, type DemoDose } from "./medications";
import { DEMO_PROFILE, demoCalorieGoal } from "./profile";
import { seededRandom } from "./random";
import { dayVitals, trendWeight, type DemoMetric } from "./vitals";
import { dayWater, type DemoWater } from "./water";
import { dayStates, journalEntries, migraines, type DemoJournalEntry, type DemoMigraine } from "./wellbeing";

export const DEMO_PLAN_PREFERENCES: WorkoutPreferences = {
  fitnessGoals: "Lose 6 kg and run a 10K by spring",
  currentFitnessLevel: "intermediate",
  workoutFrequency: 4,
  availableDays: ["Monday", "Tuesday", "Thursday", "Saturday"],
  workoutDuration: 45,
  preferredTypes: ["Cardio", "Strength Training", "Yoga"],
  injuries: "",
  equipment: "basic",
};

/** Rows dated by the user's calendar carry `at`: the instant they were logged. */
type Logged<T> = T & { at: Date };

export type DemoData = {
  clock: DemoClock;
  /** The latest weight: the profile's current weight. */
  currentWeightKg: number;
  dailyCaloriesGoal: number;
  /** When the account and its medications were created: the morning of the first day. */
  startedAt: Date;
  food: Logged<DemoFoodEntry>[];
  steps: { date: string; steps: number }[];
  exercises: Logged<DemoExercise>[];
  plan: { plan_name: string; plan_content: string; preferences: WorkoutPreferences; source: "basic"; at: Date };
  migraines: Logged<DemoMigraine>[];
  metrics: Logged<DemoMetric>[];
  medications: typeof DEMO_MEDICATIONS;
  doses: DemoDose[];
  reminderSettings: typeof REMINDER_SETTINGS;
  journal: Logged<DemoJournalEntry>[];
  water: Logged<DemoWater>[];
};

export function generateDemoData({ now, timeZone, seed }: { now: Date; timeZone: string; seed: number }): DemoData {
  const rand = seededRandom(seed);
  const clock = demoClock(now, timeZone);
  const logged = <T extends { date: string; time: string }>(row: T): Logged<T> => ({
    ...row,
    at: instantOf(clock, row.date, row.time),
  });

  const states = dayStates(rand, clock.dates);
  const found = migraines(rand, clock, states);
  const migraineDates = new Set(found.map((m) => m.date));

  const weights = clock.dates.map((_, i) =>
    trendWeight(i, DEMO_DAYS, DEMO_PROFILE.start_weight_kg, DEMO_PROFILE.end_weight_kg),
  );
  const goal = demoCalorieGoal(DEMO_PROFILE.end_weight_kg);
  const food: DemoFoodEntry[] = [];
  const exercises: DemoExercise[] = [];
  const steps: { date: string; steps: number }[] = [];
  const metrics: DemoMetric[] = [];
  clock.dates.forEach((date, i) => {
    const weight = weights[i]!;
    const migraine = migraineDates.has(date);
    // Near the goal: a little over at weekends, a little under on a migraine day.
    const target = goal * (1 + rand.normal(0, 0.06) + (isWeekend(date) ? 0.08 : 0) - (migraine ? 0.12 : 0));
    food.push(...dayMeals(rand, clock, date, target));
    const workout = dayWorkout(rand, clock, date, weight, migraine);
    if (workout) exercises.push(workout);
    steps.push({ date, steps: daySteps(rand, clock, date, workout) });
    metrics.push(...dayVitals(rand, clock, states[i]!, weight, migraine));
  });
  const workoutDates = new Set(exercises.map((e) => e.date));
  const journal = journalEntries(rand, clock, states, migraineDates, workoutDates);
  // a stream of its own, so adding water left every other area's draws as they were
  const sips = seededRandom(seed + 1);
  const water = clock.dates.flatMap((date) => dayWater(sips, clock, date, workoutDates.has(date)));

  const startedAt = instantOf(clock, clock.first, "07:00");
  const planDate = addDays(clock.today, -60);
  const latestWeight = metrics.findLast((m) => m.metric_type === "weight")?.value ?? DEMO_PROFILE.end_weight_kg;
  return {
    clock,
    currentWeightKg: latestWeight,
    dailyCaloriesGoal: demoCalorieGoal(latestWeight),
    startedAt,
    food: food.map(logged),
    steps,
    exercises: exercises.map(logged),
    plan: {
      plan_name: `Basic Workout Plan - ${planDate}`,
      plan_content: basicPlanText(generateBasicPlan(DEMO_PLAN_PREFERENCES), DEMO_PLAN_PREFERENCES),
      preferences: DEMO_PLAN_PREFERENCES,
      source: "basic",
      at: instantOf(clock, planDate, "20:15"),
    },
    migraines: found.map(logged),
    metrics: metrics.map(logged),
    medications: DEMO_MEDICATIONS,
    doses: doseLog(rand, clock, startedAt),
    reminderSettings: REMINDER_SETTINGS,
    journal: journal.map((j) => ({ ...j, at: instantOf(clock, j.date, "21:00") })),
    water: water.map(logged),
  };
}

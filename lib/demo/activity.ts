/**
 * Workouts and steps: a few sessions a week on a habitual weekly rhythm, calories estimated by
 * the app's MET method at the day's weight, a day's steps higher when it had a walk or run.
 */
import { estimateCaloriesBurned } from "@/lib/exercise/met";
import type { ExerciseType, Intensity } from "@/lib/exercise/schema";
import { weekdayOf } from "@/lib/time/dates";
import { clockTime, hasHappened, type DemoClock } from "./calendar";
import type { Random } from "./random";

type Activity = {
  name: string;
  type: ExerciseType;
  intensity: Intensity;
  minutes: [number, number];
  /** Minutes after midnight it usually starts. */
  at: number;
  notes: string[];
};

const RUN: Activity = {
  name: "Morning run",
  type: "cardio",
  intensity: "moderate",
  minutes: [25, 45],
  at: 6 * 60 + 40,
  notes: ["Easy pace along the river.", "Negative splits.", "Windy, kept it easy."],
};
const STRENGTH: Activity = {
  name: "Strength training",
  type: "strength",
  intensity: "vigorous",
  minutes: [40, 55],
  at: 18 * 60,
  notes: ["Squats, deadlifts, rows.", "Upper body and core.", "Lunges and push-ups, added weight."],
};
const YOGA: Activity = {
  name: "Yoga",
  type: "flexibility",
  intensity: "light",
  minutes: [30, 60],
  at: 19 * 60 + 15,
  notes: ["Vinyasa class.", "Gentle flow, hips and hamstrings."],
};
const CYCLING: Activity = {
  name: "Cycling",
  type: "cardio",
  intensity: "moderate",
  minutes: [45, 90],
  at: 9 * 60 + 30,
  notes: ["Loop through the park.", "Hilly route."],
};
const SWIM: Activity = {
  name: "Swimming",
  type: "cardio",
  intensity: "moderate",
  minutes: [30, 45],
  at: 12 * 60 + 15,
  notes: ["Lunchtime laps."],
};
const WALK: Activity = {
  name: "Brisk walk",
  type: "cardio",
  intensity: "light",
  minutes: [30, 60],
  at: 17 * 60 + 30,
  notes: ["With a podcast.", "Walked to the market and back."],
};
const HIIT: Activity = {
  name: "HIIT circuit",
  type: "mixed",
  intensity: "high",
  minutes: [20, 30],
  at: 7 * 60,
  notes: ["Burpees, kettlebell swings, mountain climbers."],
};

/** Per weekday (0 = Sunday): how likely a workout is and which activities it may be. */
const WEEK: [number, Activity[]][] = [
  [0.4, [WALK, YOGA]],
  [0.7, [STRENGTH]],
  [0.6, [RUN, HIIT]],
  [0.35, [WALK, SWIM]],
  [0.6, [YOGA, STRENGTH]],
  [0.3, [SWIM, RUN]],
  [0.7, [CYCLING, RUN]],
];

export type DemoExercise = {
  exercise_name: string;
  duration_minutes: number;
  calories_burned: number;
  calories_estimated: true;
  exercise_type: ExerciseType;
  intensity: Intensity;
  date: string;
  time: string;
  notes: string | null;
};

/** The day's workout, if any: none on a migraine day, and none yet today before its time. */
export function dayWorkout(
  rand: Random,
  clock: DemoClock,
  date: string,
  weightKg: number,
  migraine: boolean,
): DemoExercise | null {
  const [p, choices] = WEEK[weekdayOf(date)]!;
  if (!rand.chance(p) || migraine) return null;
  const a = rand.pick(choices);
  const minutes = Math.round(rand.int(a.minutes[0], a.minutes[1]) / 5) * 5;
  const time = clockTime(a.at + rand.int(-20, 20));
  if (!hasHappened(clock, date, time)) return null;
  return {
    exercise_name: a.name,
    duration_minutes: minutes,
    calories_burned: estimateCaloriesBurned({ name: a.name, type: a.type, intensity: a.intensity, minutes, weightKg }),
    calories_estimated: true,
    exercise_type: a.type,
    intensity: a.intensity,
    date,
    time,
    notes: rand.chance(0.4) ? rand.pick(a.notes) : null,
  };
}

/** Steps of a day: more with a walk, run or ride; today's only as far as the day has gone. */
export function daySteps(rand: Random, clock: DemoClock, date: string, workout: DemoExercise | null): number {
  const onFoot = workout && /run|walk|cycl/i.test(workout.exercise_name);
  let steps = rand.normal(6800, 1500) + (onFoot ? 3500 : 0);
  if (date === clock.today) {
    const [h, m] = clock.nowTime.split(":").map(Number) as [number, number];
    steps *= Math.min(1, Math.max(0, (h * 60 + m - 7 * 60) / (15 * 60)));
  }
  return Math.max(0, Math.round(steps / 10) * 10);
}

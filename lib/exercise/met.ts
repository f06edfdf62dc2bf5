/**
 * Calories burned estimated from MET values (Compendium of Physical Activities, moderate
 * effort), scaled by intensity: kcal = MET × body weight (kg) × hours. Used when the user
 * leaves calories blank; the entry is then marked `calories_estimated`.
 */
import type { ExerciseType, Intensity } from "./schema";

/** Keywords of an activity name → MET at moderate effort. First match wins. */
const ACTIVITY_METS: [RegExp, number][] = [
  [/jump ?rope|skipping/i, 11],
  [/run|jog|sprint/i, 9.8],
  [/hiit|interval|tabata|circuit|burpee/i, 8],
  [/swim/i, 7],
  [/row/i, 7],
  [/cycl|bike|biking|spin/i, 7.5],
  [/box|kickbox|martial|karate|judo/i, 7.8],
  [/soccer|football|basketball|tennis|squash|hockey|rugby|sport/i, 7],
  [/hik|climb/i, 6.5],
  [/danc|zumba/i, 5.5],
  [/ellipt|stair/i, 5],
  [/weight|strength|lift|resistance|push|squat|lunge|deadlift|bench|crossfit/i, 5],
  [/walk/i, 3.5],
  [/pilates/i, 3],
  [/yoga|stretch|mobility|tai chi/i, 2.5],
];

const TYPE_METS: Record<ExerciseType, number> = { cardio: 7, strength: 5, flexibility: 2.5, mixed: 6 };
const INTENSITY_FACTOR: Record<Intensity, number> = { light: 0.7, moderate: 1, vigorous: 1.3, high: 1.5 };

export function metFor(name: string, type: ExerciseType, intensity: Intensity | null | undefined): number {
  const base = ACTIVITY_METS.find(([re]) => re.test(name))?.[1] ?? TYPE_METS[type];
  return base * INTENSITY_FACTOR[intensity ?? "moderate"];
}

/** Whole kilocalories for `minutes` of the activity by a person of `weightKg`. */
export function estimateCaloriesBurned(input: {
  name: string;
  type: ExerciseType;
  intensity?: Intensity | null;
  minutes: number;
  weightKg: number;
}): number {
  return Math.round(metFor(input.name, input.type, input.intensity) * input.weightKg * (input.minutes / 60));
}

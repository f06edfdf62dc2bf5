/**
 * Records as the fitness trackers' importers make them (Fitbit, Google Fit, WHOOP, Hevy), each
 * within the bounds of its single route's schema: a value the server would refuse is left out
 * here, with the reason, counted.
 */
import { CALORIES_MAX, DURATION_MAX, NAME_MAX, NOTES_MAX, type ExerciseType } from "@/lib/exercise/schema";
import { METRIC_RULES } from "@/lib/health/schema";
import { WATER_AMOUNT_ML } from "@/lib/water/schema";
import { cutTo } from "../../text";
import type { SkipTally } from "../../skip-tally";
import type { ImportRecord, RecordKind, RecordSink } from "../../types";

import { DAY_TIME } from "../../time";

/** A local date and, when the file gives one, a time (HH:MM). */
export type When = { date: string; time: string | null };

export type Metric = "weight" | "heart_rate" | "oxygen_saturation" | "sleep";

const METRIC_KINDS: Record<Metric, RecordKind> = {
  weight: "weight",
  heart_rate: "heart_rate",
  oxygen_saturation: "oxygen_saturation",
  sleep: "sleep",
};

type Range = { min: number; max: number };

/** A measurement, or the reason it is left out (shared by every value with the same fault). */
export function addMetric(
  sink: RecordSink,
  skips: SkipTally,
  m: { type: Metric; value: number; unit: string; when: When; notes?: string },
): void {
  const kind = METRIC_KINDS[m.type];
  const { label, units } = METRIC_RULES[m.type] as { label: string; units: Record<string, Range> };
  const range = units[m.unit];
  if (!Number.isFinite(m.value)) return skips.add(kind, `${label} values that are not numbers`);
  if (!range) return skips.add(kind, `${label} in ${m.unit} (not a unit vitalog stores)`);
  if (m.value < range.min || m.value > range.max) {
    return skips.add(kind, `${label} values outside ${range.min}–${range.max} ${m.unit}`);
  }
  const body: Record<string, unknown> = { metric_type: m.type, value: m.value, unit: m.unit, date: m.when.date };
  body.time = m.when.time ?? DAY_TIME;
  if (m.notes) body.notes = m.notes;
  sink.add({ kind, date: m.when.date, unit: m.unit, items: [{ kind: "health_metric", body }] });
}

/** A night's sleep in hours (to the hundredth), dated and timed by when it ended. */
export function addSleep(sink: RecordSink, skips: SkipTally, minutes: number, when: When): void {
  if (!Number.isFinite(minutes) || minutes <= 0) return skips.add("sleep", "Sleeps without a duration");
  addMetric(sink, skips, { type: "sleep", value: Math.round((minutes / 60) * 100) / 100, unit: "h", when });
}

export type Workout = {
  name: string;
  /** Minutes, not yet rounded. */
  minutes: number;
  calories?: number | null;
  type: ExerciseType;
  when: When;
  notes?: string | null;
};

/** An exercise entry: whole minutes (at least one), the energy when the log can hold it. */
export function addExercise(sink: RecordSink, skips: SkipTally, w: Workout): void {
  const minutes = Math.round(w.minutes);
  if (!Number.isFinite(minutes)) return skips.add("workouts", "Workouts without a duration");
  if (minutes < 1) return skips.add("workouts", "Workouts shorter than a minute");
  if (minutes > DURATION_MAX) return skips.add("workouts", `Workouts longer than ${DURATION_MAX} minutes`);
  const calories =
    w.calories != null && Number.isFinite(w.calories) && w.calories >= 0 && w.calories <= CALORIES_MAX
      ? Math.round(w.calories)
      : null;
  const body: Record<string, unknown> = {
    exercise_name: cutTo(w.name.trim() || "Workout", NAME_MAX),
    duration_minutes: minutes,
    exercise_type: w.type,
    date: w.when.date,
  };
  if (w.when.time) body.time = w.when.time;
  if (calories !== null) body.calories_burned = calories;
  if (w.notes) body.notes = cutTo(w.notes, NOTES_MAX);
  sink.add({ kind: "workouts", date: w.when.date, items: [{ kind: "exercise", body }] });
}

export const MAX_DAILY_STEPS = 200_000;

/** A day's total steps; a day with none counted is left out (a tracker left in a drawer). */
export function addDailySteps(sink: RecordSink, skips: SkipTally, date: string, steps: number): void {
  const total = Math.round(steps);
  if (!Number.isFinite(total) || total < 0) return skips.add("steps", "Step counts that are not numbers");
  if (total === 0) return skips.add("steps", "Days without a step counted");
  if (total > MAX_DAILY_STEPS) return skips.add("steps", `Days of more than ${MAX_DAILY_STEPS} steps`);
  const record: ImportRecord = { kind: "steps", date, items: [{ kind: "daily_steps", body: { date, steps: total } }] };
  sink.add(record);
}

/** A day's water in whole millilitres. */
export function addWater(sink: RecordSink, skips: SkipTally, date: string, ml: number, unit: string): void {
  const amount = Math.round(ml);
  if (!Number.isFinite(amount) || amount < WATER_AMOUNT_ML.min) return skips.add("water", "Water logs of no amount");
  if (amount > WATER_AMOUNT_ML.max) {
    return skips.add("water", `Days of more than ${WATER_AMOUNT_ML.max / 1000} litres of water`);
  }
  sink.add({
    kind: "water",
    date,
    unit,
    items: [{ kind: "water", body: { amount_ml: amount, date, time: DAY_TIME } }],
  });
}

/**
 * Vital signs as a home monitor gives them: a morning blood pressure pair with the pulse on
 * most days (normal, a little higher on stressful days), weight a few mornings a week sliding
 * toward the goal, and now and then temperature, fasting glucose and oxygen saturation.
 */
import { weekdayOf } from "@/lib/time/dates";
import { clockTime, hasHappened, type DemoClock } from "./calendar";
import type { Random } from "./random";
import type { DayState } from "./wellbeing";

export type DemoMetric = {
  metric_type: string;
  value: number;
  unit: string;
  notes: string | null;
  date: string;
  time: string;
};

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The weight trend of a day: a straight slide from `start` to `end` over the days. */
export function trendWeight(index: number, days: number, start: number, end: number): number {
  return start + ((end - start) * index) / Math.max(1, days - 1);
}

export function dayVitals(
  rand: Random,
  clock: DemoClock,
  state: DayState,
  weightKg: number,
  migraine: boolean,
): DemoMetric[] {
  const { date } = state;
  const time = clockTime(rand.int(6 * 60 + 50, 7 * 60 + 40));
  if (!hasHappened(clock, date, time)) return [];
  const at = (metric_type: string, value: number, unit: string, notes: string | null = null): DemoMetric => ({
    metric_type,
    value,
    unit,
    notes,
    date,
    time,
  });
  const out: DemoMetric[] = [];
  if (rand.chance(0.75)) {
    const strain = state.highStress ? 8 : 0;
    const systolic = Math.round(Math.min(136, Math.max(104, rand.normal(116 + strain, 5))));
    const diastolic = Math.round(Math.min(systolic - 30, Math.max(64, rand.normal(75 + strain / 2, 4))));
    out.push(at("blood_pressure_systolic", systolic, "mmHg"), at("blood_pressure_diastolic", diastolic, "mmHg"));
    out.push(at("heart_rate", Math.round(rand.normal(state.poorSleep ? 70 : 65, 3.5)), "bpm"));
  }
  if (rand.chance(0.55)) out.push(at("weight", round1(weightKg + rand.normal(0, 0.3)), "kg"));
  const weekday = weekdayOf(date);
  if (weekday === 0 && rand.chance(0.85)) {
    out.push(at("glucose", Math.round(rand.normal(91, 5)), "mg/dL", "Fasting"));
    out.push(at("oxygen_saturation", rand.int(96, 99), "%"));
  }
  if (migraine || (weekday === 3 && rand.chance(0.5))) {
    out.push(at("body_temperature", round1(rand.normal(36.7, 0.15)), "C"));
  }
  return out;
}

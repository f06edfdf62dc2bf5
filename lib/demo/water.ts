/**
 * Water: glasses through the day (a bottle now and then), more on a workout day, and a few
 * days forgotten, so the water card shows days under and over the 2,000 ml target.
 */
import { clockTime, hasHappened, type DemoClock } from "./calendar";
import type { Random } from "./random";

export type DemoWater = { date: string; time: string; amount_ml: number };

const GLASS_ML = 250;
const BOTTLE_ML = 500;

export function dayWater(rand: Random, clock: DemoClock, date: string, workout: boolean): DemoWater[] {
  if (rand.chance(0.08)) return []; // a day the user did not log
  const drinks = rand.int(5, 8) + (workout ? 2 : 0);
  // spread from 07:30 to 21:30, each at a jittered point of its share of the day
  const span = 14 * 60;
  return Array.from({ length: drinks }, (_, k) => {
    const minute = 7 * 60 + 30 + Math.round(((k + rand.next()) / drinks) * span);
    return { date, time: clockTime(minute), amount_ml: rand.chance(0.15) ? BOTTLE_ML : GLASS_ML };
  }).filter((w) => hasHappened(clock, w.date, w.time));
}

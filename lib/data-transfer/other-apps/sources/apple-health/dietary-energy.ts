/**
 * Dietary energy as one food entry a day: Apple keeps each logged food's energy (written by
 * a diary app), and vitalog stores the day's sum as a snack named for where it comes from,
 * at the time of the day's last entry. State: one sum per day.
 */
import { MAX_CALORIES } from "@/lib/food/schema";
import type { ImportContext, RecordSink } from "../../types";
import { whenOf } from "./dates";
import { KJ_PER_KCAL } from "@/lib/units";

export const DIETARY_ENERGY = "HKQuantityTypeIdentifierDietaryEnergyConsumed";
export const DIETARY_ENERGY_NAME = "Dietary energy (Apple Health)";

/** Kilocalories of a value in the file's unit, or null. ("Cal" is Apple's kilocalorie too.) */
export function kilocalories(value: string | undefined, unit: string | undefined): number | null {
  const n = value === undefined || value.trim() === "" ? NaN : Number(value);
  if (!Number.isFinite(n) || n < 0) return null;
  if (unit === "kcal" || unit === "Cal") return n;
  if (unit === "kJ") return n / KJ_PER_KCAL;
  return null;
}

type Day = { kcal: number; time: string };

export class DailyEnergy {
  private days = new Map<string, Day>();

  constructor(
    private readonly ctx: ImportContext,
    private readonly sink: RecordSink,
  ) {}

  add(value: string | undefined, unit: string | undefined, at: Date | null): void {
    const kcal = kilocalories(value, unit);
    if (kcal === null)
      return this.sink.skip("food", `Dietary energy in a unit vitalog does not know (${unit ?? "none"})`);
    const when = whenOf(at, this.ctx);
    if ("problem" in when) return this.sink.skip("food", when.problem);
    const day = this.days.get(when.date);
    if (!day) this.days.set(when.date, { kcal, time: when.time });
    else {
      day.kcal += kcal;
      if (when.time > day.time) day.time = when.time;
    }
  }

  end(): void {
    for (const [date, day] of [...this.days].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const calories = Math.round(day.kcal);
      if (calories > MAX_CALORIES) {
        this.sink.skip("food", `A day's dietary energy above ${MAX_CALORIES} kcal`);
        continue;
      }
      this.sink.add({
        kind: "food",
        date,
        unit: "kcal",
        items: [
          {
            kind: "food_entry",
            body: { food_name: DIETARY_ENERGY_NAME, calories, meal_type: "snack", date, time: day.time },
          },
        ],
      });
    }
    this.days.clear();
  }
}

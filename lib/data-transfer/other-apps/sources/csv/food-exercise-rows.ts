/**
 * Mapped rows that hold food (a name and its calories) or exercise (a name and its minutes).
 * A food entry's meal is the name itself when the name is a meal ("Dinner", as a daily summary
 * by meal writes it), else follows its time of day as in the log form; a row without a time is
 * a snack, the meal that assumes nothing about the hour.
 */
import { mealForTime } from "@/lib/food/meal-time";
import { FOOD_NAME_MAX, isMealType, MAX_CALORIES, type MealType } from "@/lib/food/schema";
import { DURATION_MAX, NAME_MAX } from "@/lib/exercise/schema";
import { round } from "@/lib/units";
import type { RecordSink } from "../../types";
import { cutTo } from "../../text";
import type { MappedRow } from "./health-rows";
import type { SkipTally } from "../../skip-tally";
import { parseClockDuration, parseValue } from "./values";
import { KJ_PER_KCAL } from "@/lib/units";

function mealOf(name: string, time: string | null): MealType {
  const named = name.toLowerCase().replace(/s$/, "");
  if (isMealType(named)) return named;
  return time ? mealForTime(time) : "snack";
}

export function foodRow(row: MappedRow & { timed: boolean }, sink: RecordSink, skips: SkipTally): void {
  const name = cutTo(row.kind.trim(), FOOD_NAME_MAX);
  if (!name) return skips.add("food", "Rows without a food name");
  const parsed = parseValue(row.value);
  if (!parsed) return skips.add("food", "Rows without calories");
  const unit = row.unit ?? parsed.unit;
  let calories = parsed.value;
  if (unit === "kJ") calories /= KJ_PER_KCAL;
  else if (unit !== null && unit !== "kcal")
    return skips.add("food", `Energy in "${unit}" is not a unit vitalog reads`);
  if (calories < 0 || calories > MAX_CALORIES)
    return skips.add("food", "Calories outside 0 to 20,000 are not imported");
  sink.add({
    kind: "food",
    date: row.date,
    unit: unit ?? "kcal",
    items: [
      {
        kind: "food_entry",
        body: {
          food_name: name,
          calories: round(calories, 1),
          meal_type: mealOf(name, row.timed ? row.time : null),
          date: row.date,
          time: row.time,
        },
      },
    ],
  });
}

const MINUTES: Record<string, number> = { min: 1, h: 60, s: 1 / 60 };

export function exerciseRow(row: MappedRow, sink: RecordSink, skips: SkipTally): void {
  const name = cutTo(row.kind.trim(), NAME_MAX);
  if (!name) return skips.add("workouts", "Rows without an exercise name");
  const clock = parseClockDuration(row.value);
  const parsed = clock !== null ? { value: clock, unit: "min" } : parseValue(row.value);
  if (!parsed) return skips.add("workouts", "Rows without a duration");
  const unit = row.unit ?? parsed.unit ?? "min";
  const factor = MINUTES[unit];
  if (factor === undefined) return skips.add("workouts", `Durations in "${unit}" are not a unit vitalog reads`);
  const minutes = Math.round(parsed.value * factor);
  if (minutes < 1 || minutes > DURATION_MAX) {
    return skips.add("workouts", "Exercises shorter than a minute or longer than a day are not imported");
  }
  sink.add({
    kind: "workouts",
    date: row.date,
    unit: "min",
    items: [{ kind: "exercise", body: { exercise_name: name, duration_minutes: minutes, date: row.date } }],
  });
}

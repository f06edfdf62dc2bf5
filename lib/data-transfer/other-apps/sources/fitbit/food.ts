/**
 * Food logs: each food a food entry with its calories and meal. Fitbit's archive keeps no
 * macronutrients with a log, so protein, carbs and fat are stored as 0. The archive has no
 * time either: an entry takes its meal's usual time, so a second import finds it there.
 */
import { FOOD_NAME_MAX, MAX_CALORIES, SERVING_SIZE_MAX, type MealType } from "@/lib/food/schema";
import type { JsonReader } from "../../source";
import { SkipTally } from "../../skip-tally";
import { cutTo } from "../../text";
import { whenOfDay } from "../fitness/when";
import { entriesOf, numberOf, objectOf, type Entry } from "./entries";

/** Fitbit's meal types: breakfast, morning snack, lunch, afternoon snack, dinner, evening snack, anytime. */
const MEALS: Record<number, { meal: MealType; time: string }> = {
  1: { meal: "breakfast", time: "08:00" },
  2: { meal: "snack", time: "10:00" },
  3: { meal: "lunch", time: "12:30" },
  4: { meal: "snack", time: "16:00" },
  5: { meal: "dinner", time: "19:00" },
  6: { meal: "snack", time: "21:00" },
  7: { meal: "snack", time: "16:00" },
};
const ANYTIME = MEALS[7]!;

function nameOf(food: Entry): string {
  const name = typeof food.name === "string" ? food.name.trim() : "";
  const brand = typeof food.brand === "string" ? food.brand.trim() : "";
  return brand && name ? `${name} (${brand})` : name;
}

/** "231 ml", "2 snakes", "1.5 servings": the amount in the unit the user logged (an abbreviation such as "ml" is not made plural). */
function servingOf(food: Entry): string | null {
  const amount = numberOf(food.amount);
  const unit = objectOf(food.unit);
  if (amount === null || !unit) return null;
  const short = typeof unit.name === "string" && /^[a-z]{1,2}$/.test(unit.name);
  const word = amount === 1 || short ? unit.name : (unit.plural ?? unit.name);
  return typeof word === "string" && word ? `${Math.round(amount * 100) / 100} ${word}` : null;
}

export const foodReader: JsonReader = {
  format: "json",
  read(value, ctx, sink) {
    const skips = new SkipTally();
    for (const e of entriesOf(value)) {
      const food = objectOf(e.loggedFood);
      const name = food ? nameOf(food) : "";
      if (!food || !name) {
        skips.add("food", "Food logs without a food name");
        continue;
      }
      const calories = numberOf(food.calories);
      if (calories === null || calories < 0 || calories > MAX_CALORIES) {
        skips.add("food", `Food logs without calories from 0 to ${MAX_CALORIES}`);
        continue;
      }
      const when = whenOfDay(typeof e.logDate === "string" ? e.logDate : null, null, ctx);
      if ("problem" in when) {
        skips.add("food", when.problem);
        continue;
      }
      const { meal, time } = MEALS[numberOf(food.mealTypeId ?? e.mealTypeId) ?? 7] ?? ANYTIME;
      const body: Record<string, unknown> = {
        food_name: cutTo(name, FOOD_NAME_MAX),
        calories,
        meal_type: meal,
        protein: 0,
        carbs: 0,
        fat: 0,
        date: when.date,
        time,
      };
      const serving = servingOf(food);
      if (serving) body.serving_size = cutTo(serving, SERVING_SIZE_MAX);
      sink.add({ kind: "food", date: when.date, unit: "kcal", items: [{ kind: "food_entry", body }] });
    }
    skips.flush(sink);
  },
};

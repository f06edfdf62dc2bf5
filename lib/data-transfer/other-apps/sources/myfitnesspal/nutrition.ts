/**
 * MyFitnessPal's Nutrition-Summary: one row per day and meal with the meal's totals. Each row
 * becomes one food entry named for its meal ("Breakfast (MyFitnessPal)"): the export holds
 * no foods, only the totals. A custom meal name is kept in the entry's name and filed as a
 * snack. The export has no times: entries take their meal's usual time.
 */
import { cellAt, csvByHeader, numberAt } from "../diary/columns";
import { dayOf, MEAL_TIMES } from "../diary/days";
import { figuresAt, figuresProblem, foodRecord, mealOf } from "../diary/food";
import { SkipTally } from "../../skip-tally";

export const NO_CALORIES = "Meals without calories are not imported";
export const MEAL_NOTES = "Meal notes are not imported";

/** "Not imported: Cholesterol, Potassium, … (vitalog keeps …)": the file's other columns, named once. */
export function otherColumnsReason(names: readonly string[]): string {
  return `Not imported: ${names.join(", ")} (vitalog keeps calories, protein, carbs, fat, fiber, sugar, saturated fat and sodium)`;
}

export const nutritionReader = csvByHeader((columns, ctx, sink) => {
  const at = {
    date: columns.find("Date"),
    meal: columns.find("Meal"),
    energy: columns.find("Calories"),
    kj: false,
    fat: columns.find("Fat (g)", "Fat"),
    saturated: columns.find("Saturated Fat"),
    sodium: columns.find("Sodium (mg)", "Sodium"),
    carbs: columns.find("Carbohydrates (g)", "Carbohydrates"),
    fiber: columns.find("Fiber"),
    sugar: columns.find("Sugar"),
    protein: columns.find("Protein (g)", "Protein"),
    note: columns.find("Note"),
  };
  const used = new Set(Object.values(at));
  // cholesterol and potassium (mg), the % daily values of vitamins A and C, calcium and iron, the other fats
  const others = columns.names.map((_, i) => i).filter((i) => !used.has(i));
  const skips = new SkipTally();
  let withOthers = 0;

  return {
    row(cells) {
      const day = dayOf(cellAt(cells, at.date), ctx);
      if ("problem" in day) return skips.add("food", day.problem);
      const figures = figuresAt(cells, at);
      if (figures === null) return skips.add("food", NO_CALORIES);
      const problem = figuresProblem(figures);
      if (problem) return skips.add("food", problem);
      const label = cellAt(cells, at.meal) || "Meal";
      const meal = mealOf(label);
      sink.add(
        foodRecord({
          food_name: `${label} (MyFitnessPal)`,
          meal_type: meal,
          date: day.date,
          time: MEAL_TIMES[meal],
          figures,
        }),
      );
      if (others.some((i) => (numberAt(cells, i) ?? 0) !== 0)) withOthers += 1;
      if (cellAt(cells, at.note) !== "") skips.add("food", MEAL_NOTES);
    },
    end() {
      if (withOthers > 0) skips.add("food", otherColumnsReason(others.map((i) => columns.names[i]!)), withOthers);
      skips.flush(sink);
    },
  };
});

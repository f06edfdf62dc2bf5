/**
 * Cronometer's servings.csv: one row per food logged, each a food entry with its amount as
 * the serving size ("4.00 medium"). The diary group is the meal (Breakfast, Lunch, Dinner,
 * Snacks; any other group, "Uncategorized" or the user's own, is a snack). The Time column
 * is absent in some exports and often blank: an entry without a time takes its meal's usual
 * time. Servings without energy (supplements, medicines) are not food log entries.
 */
import { clockTime } from "../../time";
import { cellAt, csvByHeader } from "../diary/columns";
import { dayOf, MEAL_TIMES } from "../diary/days";
import { figuresAt, figuresProblem, foodRecord, mealOf } from "../diary/food";
import { SkipTally } from "../../skip-tally";
import { hasOtherNutrients, nutrientColumns, OTHER_NUTRIENTS } from "./nutrients";

export const NO_ENERGY = "Servings without an energy value (such as supplements) are not imported";
export const NO_FOOD_NAME = "Servings without a food name are not imported";

export const servingsReader = csvByHeader((columns, ctx, sink) => {
  const at = {
    day: columns.find("Day"),
    time: columns.find("Time"),
    group: columns.find("Group"),
    name: columns.find("Food Name"),
    amount: columns.find("Amount"),
    category: columns.find("Category"),
  };
  const nutrients = nutrientColumns(columns, Object.values(at));
  const skips = new SkipTally();
  let withOthers = 0;

  return {
    row(cells) {
      const day = dayOf(cellAt(cells, at.day), ctx);
      if ("problem" in day) return skips.add("food", day.problem);
      const name = cellAt(cells, at.name);
      if (name === "") return skips.add("food", NO_FOOD_NAME);
      const figures = figuresAt(cells, nutrients);
      if (!figures) return skips.add("food", NO_ENERGY);
      const problem = figuresProblem(figures);
      if (problem) return skips.add("food", problem);
      const meal = mealOf(cellAt(cells, at.group));
      sink.add(
        foodRecord({
          food_name: name,
          meal_type: meal,
          serving_size: cellAt(cells, at.amount),
          date: day.date,
          time: clockTime(cellAt(cells, at.time)) ?? MEAL_TIMES[meal],
          figures,
          unit: nutrients.kj ? "kJ" : undefined,
        }),
      );
      if (hasOtherNutrients(cells, nutrients)) withOthers += 1;
    },
    end() {
      if (withOthers > 0) skips.add("food", OTHER_NUTRIENTS, withOthers);
      skips.flush(sink);
    },
  };
});

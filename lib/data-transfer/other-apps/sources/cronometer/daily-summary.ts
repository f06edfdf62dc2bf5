/**
 * Cronometer's dailysummary.csv: one row per day with the day's totals, imported as one food
 * entry per day, "Daily total (Cronometer)", filed as a snack at the snack's usual time. The
 * same days' servings hold the same food one by one: an import takes either file, not both
 * (see ./overlap.ts, which the preview uses to say so).
 */
import { cellAt, csvByHeader } from "../diary/columns";
import { dayOf, MEAL_TIMES } from "../diary/days";
import { figuresAt, figuresProblem, foodRecord } from "../diary/food";
import { SkipTally } from "../../skip-tally";
import { hasOtherNutrients, nutrientColumns, OTHER_NUTRIENTS } from "./nutrients";

export const DAILY_TOTAL_NAME = "Daily total (Cronometer)";
export const NO_DAY_ENERGY = "Days without an energy total (nothing logged) are not imported";

export const dailySummaryReader = csvByHeader((columns, ctx, sink) => {
  const date = columns.find("Date");
  const nutrients = nutrientColumns(columns, [date, columns.find("Completed")]);
  const skips = new SkipTally();
  let withOthers = 0;

  return {
    row(cells) {
      const day = dayOf(cellAt(cells, date), ctx);
      if ("problem" in day) return skips.add("food", day.problem);
      const figures = figuresAt(cells, nutrients);
      if (!figures) return skips.add("food", NO_DAY_ENERGY);
      const problem = figuresProblem(figures);
      if (problem) return skips.add("food", problem);
      sink.add(
        foodRecord({
          food_name: DAILY_TOTAL_NAME,
          meal_type: "snack",
          date: day.date,
          time: MEAL_TIMES.snack,
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

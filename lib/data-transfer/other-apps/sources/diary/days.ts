/**
 * The dates and times of diary exports. MyFitnessPal and Cronometer write the user's own
 * calendar days (YYYY-MM-DD, no zone) and, at most, a wall-clock time. A record the file gives
 * no time is stored at a fixed time of day, so importing the same file again finds it at the
 * same time (and is recognised as already there) and a day's entries keep their meal order.
 */
import type { MealType } from "@/lib/food/schema";
import { isCalendarDate } from "@/lib/time/dates";
import { dateProblem } from "../../time";
import type { ImportContext } from "../../types";

/** The usual time of each meal (the food log's own meal-from-time rule reads them back as their meal). */
export const MEAL_TIMES: Record<MealType, string> = {
  breakfast: "08:00",
  lunch: "12:30",
  snack: "16:00",
  dinner: "19:00",
};

export const NO_DATE = "Rows without a readable date (YYYY-MM-DD) are not imported";

/** The row's date, or why it cannot be stored (reasons shared by every row, so they add up). */
export function dayOf(text: string, ctx: ImportContext): { date: string } | { problem: string } {
  if (!isCalendarDate(text)) return { problem: NO_DATE };
  const problem = dateProblem(text, ctx);
  return problem === null ? { date: text } : { problem };
}

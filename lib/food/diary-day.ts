/**
 * The food diary's day: which day a `?date=` names (never a future one), the links that keep
 * it, and its entries grouped by meal with subtotals. Pure, for the page and its components.
 */
import { isStorableDate } from "@/lib/time/dates";
import { CORE_FIGURE_KEYS, figuresBy } from "./figures";
import { round1 } from "./format";
import { MEAL_TYPES, type MealType } from "./schema";

export const DIARY_DATE_INVALID = "That date isn't a valid day, so today's diary is shown.";
export const DIARY_DATE_FUTURE = "Food can't be logged for a day that hasn't come yet, so today's diary is shown.";

/** The day `?date=` names, or today with the reason when it is malformed or in the future. */
export function diaryDay(raw: string | undefined, today: string): { date: string; problem: string | null } {
  if (raw === undefined || raw === "" || raw === today) return { date: today, problem: null };
  if (!isStorableDate(raw)) return { date: today, problem: DIARY_DATE_INVALID };
  if (raw > today) return { date: today, problem: DIARY_DATE_FUTURE };
  return { date: raw, problem: null };
}

/** A link to the food page on a tab and day; today's day goes without a date, as the menu links it. */
export function foodHref({ tab, date, today }: { tab?: string; date: string; today: string }): string {
  const q = new URLSearchParams();
  if (tab) q.set("tab", tab);
  if (date !== today) q.set("date", date);
  const s = q.toString();
  return s ? `/food?${s}` : "/food";
}

type Figures = Record<(typeof CORE_FIGURE_KEYS)[number], number>;
export type MealGroup<E> = { meal: MealType; entries: E[]; total: Figures };

function sum<E extends Figures>(entries: E[]): Figures {
  return figuresBy(CORE_FIGURE_KEYS, (key) => round1(entries.reduce((total, e) => total + e[key], 0)));
}

/**
 * The day's entries by meal in the order of a day (breakfast, lunch, dinner, snack), each meal
 * with its subtotal, and the day's total. An entry of an unknown meal counts as a snack.
 */
export function groupByMeal<E extends Figures & { meal_type: string }>(
  entries: E[],
): { meals: MealGroup<E>[]; total: Figures } {
  const meals = MEAL_TYPES.map((meal) => {
    const mine = entries.filter((e) =>
      (MEAL_TYPES as readonly string[]).includes(e.meal_type) ? e.meal_type === meal : meal === "snack",
    );
    return { meal, entries: mine, total: sum(mine) };
  });
  return { meals, total: sum(entries) };
}

/**
 * The meal the log form starts on, from the time of day in the user's time zone: breakfast
 * before 10:30, lunch before 15:00, a snack before 17:30, dinner from then on. Breakfast when
 * the time is unknown, the form's default.
 */
import type { MealType } from "./schema";

const LIMITS: readonly [before: number, meal: MealType][] = [
  [10 * 60 + 30, "breakfast"],
  [15 * 60, "lunch"],
  [17 * 60 + 30, "snack"],
];

/** `time` is "HH:MM" (seconds may follow); anything else counts as unknown. */
export function mealForTime(time: string | null | undefined): MealType {
  const m = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(time ?? "");
  if (!m) return "breakfast";
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  return LIMITS.find(([before]) => minutes < before)?.[1] ?? "dinner";
}

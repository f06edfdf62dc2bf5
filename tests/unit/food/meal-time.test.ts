import { describe, expect, it } from "vitest";
import { mealForTime } from "@/lib/food/meal-time";

describe("mealForTime", () => {
  it.each([
    ["00:00", "breakfast"],
    ["10:29", "breakfast"],
    ["10:30", "lunch"],
    ["14:59", "lunch"],
    ["15:00", "snack"],
    ["17:29", "snack"],
    ["17:29:59", "snack"],
    ["17:30", "dinner"],
    ["23:59", "dinner"],
  ])("%s → %s", (time, meal) => {
    expect(mealForTime(time)).toBe(meal);
  });

  it.each([[null], [undefined], [""], ["24:00"], ["9:15"], ["noon"]])("an unknown time (%s) → breakfast", (time) => {
    expect(mealForTime(time)).toBe("breakfast");
  });
});

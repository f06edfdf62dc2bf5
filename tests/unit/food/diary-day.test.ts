import { describe, expect, it } from "vitest";
import { DIARY_DATE_FUTURE, DIARY_DATE_INVALID, diaryDay, foodHref, groupByMeal } from "@/lib/food/diary-day";

const TODAY = "2026-11-25";

describe("diaryDay", () => {
  it.each([
    [undefined, TODAY],
    ["", TODAY],
    [TODAY, TODAY],
    ["2026-11-24", "2026-11-24"],
    ["2024-02-29", "2024-02-29"],
  ])("?date=%s shows %s", (raw, date) => {
    expect(diaryDay(raw, TODAY)).toEqual({ date, problem: null });
  });

  it.each([["2026-02-30"], ["yesterday"], ["2026-1-5"], ["1899-12-31"], ["<script>"]])(
    "a malformed ?date=%s shows today and says why",
    (raw) => {
      expect(diaryDay(raw, TODAY)).toEqual({ date: TODAY, problem: DIARY_DATE_INVALID });
    },
  );

  it("a future day shows today and says why", () => {
    expect(diaryDay("2026-11-26", TODAY)).toEqual({ date: TODAY, problem: DIARY_DATE_FUTURE });
  });
});

describe("foodHref", () => {
  it("keeps the tab and a day other than today", () => {
    expect(foodHref({ date: TODAY, today: TODAY })).toBe("/food");
    expect(foodHref({ tab: "barcode", date: TODAY, today: TODAY })).toBe("/food?tab=barcode");
    expect(foodHref({ tab: "log", date: "2026-11-20", today: TODAY })).toBe("/food?tab=log&date=2026-11-20");
  });
});

describe("groupByMeal", () => {
  const e = (meal_type: string, calories: number, protein = 0, carbs = 0, fat = 0) => ({
    meal_type,
    calories,
    protein,
    carbs,
    fat,
  });

  it("groups in the order of a day with subtotals, and totals the day", () => {
    const { meals, total } = groupByMeal([
      e("dinner", 600, 30, 50, 20),
      e("breakfast", 320.5, 10, 40.25, 5),
      e("breakfast", 100, 2, 0, 0.15),
      e("snack", 150),
      e("brunch", 50), // a meal the app does not know counts as a snack
    ]);
    expect(meals.map((m) => [m.meal, m.entries.length])).toEqual([
      ["breakfast", 2],
      ["lunch", 0],
      ["dinner", 1],
      ["snack", 2],
    ]);
    expect(meals[0]!.total).toEqual({ calories: 420.5, protein: 12, carbs: 40.3, fat: 5.2 });
    expect(meals[1]!.total).toEqual({ calories: 0, protein: 0, carbs: 0, fat: 0 });
    expect(meals[3]!.total.calories).toBe(200);
    expect(total).toEqual({ calories: 1220.5, protein: 42, carbs: 90.3, fat: 25.2 });
  });
});

/** The helpers every copy of a food's figures goes through: one value per key, and the figures of a row. */
import { describe, expect, it } from "vitest";
import { CORE_FIGURE_KEYS, FIGURE_KEYS, figuresBy, MACRO_KEYS, NUTRIENT_KEYS, pickFigures } from "@/lib/food/figures";

const row = {
  entry_id: "e1",
  food_name: "Porridge",
  calories: 150,
  protein: 5,
  carbs: 27,
  fat: 2.5,
  fiber: null,
  sugar: 1,
  saturated_fat: 0.4,
  sodium_mg: 115,
  quantity: 2,
};

describe("the key lists", () => {
  it("name the eight figures in the diary's order, calories first, then the ones a food may leave unknown", () => {
    expect(FIGURE_KEYS).toEqual([
      "calories",
      "protein",
      "carbs",
      "fat",
      "fiber",
      "sugar",
      "saturated_fat",
      "sodium_mg",
    ]);
    expect(NUTRIENT_KEYS).toEqual(FIGURE_KEYS.slice(1));
    expect(MACRO_KEYS).toEqual(["protein", "carbs", "fat"]);
    expect(CORE_FIGURE_KEYS).toEqual(FIGURE_KEYS.slice(0, 4));
  });
});

describe("figuresBy", () => {
  it("gives one value per key, in the keys' order, from the key", () => {
    const out = figuresBy(MACRO_KEYS, (key) => row[key] * 2);
    expect(out).toEqual({ protein: 10, carbs: 54, fat: 5 });
    expect(Object.keys(out)).toEqual(["protein", "carbs", "fat"]);
  });

  it("keeps what the value function answers, null and 0 alike", () => {
    expect(figuresBy(NUTRIENT_KEYS, (key) => (key === "fiber" ? null : 0))).toEqual({
      protein: 0,
      carbs: 0,
      fat: 0,
      fiber: null,
      sugar: 0,
      saturated_fat: 0,
      sodium_mg: 0,
    });
  });
});

describe("pickFigures", () => {
  it("takes the eight figures of a row as they are and nothing else", () => {
    const picked = pickFigures(row);
    expect(picked).toEqual({
      calories: 150,
      protein: 5,
      carbs: 27,
      fat: 2.5,
      fiber: null,
      sugar: 1,
      saturated_fat: 0.4,
      sodium_mg: 115,
    });
    expect(Object.keys(picked)).toEqual([...FIGURE_KEYS]);
  });

  it("takes only the keys it is given, in their order", () => {
    expect(pickFigures(row, NUTRIENT_KEYS)).not.toHaveProperty("calories");
    expect(Object.keys(pickFigures(row, ["fat", "calories"]))).toEqual(["fat", "calories"]);
  });
});

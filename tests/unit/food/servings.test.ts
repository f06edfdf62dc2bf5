/** The log form's servings: what a picked food can be logged as, and the figures of an amount. */
import { describe, expect, it } from "vitest";
import { figuresFor, servingChoices, servingLabel, servingOf, type FoodPick } from "@/lib/food/servings";

/** SR28 09040, Bananas, raw: per 100 g, and two of its household measures. */
const banana: FoodPick = {
  source: "product",
  id: "usda:09040",
  food_name: "Bananas, raw",
  serving_size: "100 g",
  unit: "serving",
  calories: 89,
  protein: 1.09,
  carbs: 22.84,
  fat: 0.33,
  barcode: null,
  servings: [
    { label: "1 medium", grams: 118 },
    { label: "1 cup, mashed", grams: 225 },
  ],
  per_100g: {
    calories: 89,
    protein: 1.09,
    carbs: 22.84,
    fat: 0.33,
    fiber: 2.6,
    sugar: 12.23,
    saturated_fat: 0.112,
    sodium_mg: 1,
  },
};

describe("servings of a product with figures per 100 g", () => {
  it("offers each household serving, 100 g and a free amount in grams", () => {
    expect(servingChoices(banana).map((c) => c.label)).toEqual([
      "1 medium (118 g)",
      "1 cup, mashed (225 g)",
      "100 g",
      "Other amount (g)",
    ]);
  });

  it("logs 1 medium banana as 105 kcal (118 g × 89 kcal/100 g) with every nutrient from the amount", () => {
    const medium = servingChoices(banana)[0]!;
    // 118/100 × (89 kcal, 1.09, 22.84, 0.33, 2.6, 12.23, 0.112 g, 1 mg)
    expect(figuresFor(medium.per, 1)).toEqual({
      calories: 105,
      protein: 1.3,
      carbs: 27,
      fat: 0.4,
      fiber: 3.1,
      sugar: 14.4,
      saturated_fat: 0.1,
      sodium_mg: 1,
    });
    expect(servingOf(medium, 1)).toEqual({ serving_size: "1 medium (118 g)", quantity: 1, unit: "serving" });
    // two bananas: 236 g, 210 kcal
    expect(figuresFor(medium.per, 2).calories).toBe(210);
  });

  it("a free amount of 200 g is 178 kcal, kept as one serving of 200 g", () => {
    const amount = servingChoices(banana).find((c) => c.kind === "amount")!;
    expect(figuresFor(amount.per, 200)).toMatchObject({ calories: 178, carbs: 45.7, sugar: 24.5, sodium_mg: 2 });
    expect(servingOf(amount, 200)).toEqual({ serving_size: "200 g", quantity: 1, unit: "serving" });
  });

  it("gives imperial users the free amount in ounces (28.35 g each)", () => {
    const amount = servingChoices(banana, { imperial: true }).find((c) => c.kind === "amount")!;
    expect(amount.label).toBe("Other amount (oz)");
    // 4 oz = 113.4 g: 100.9 kcal
    expect(figuresFor(amount.per, 4).calories).toBe(101);
    expect(servingOf(amount, 4).serving_size).toBe("4 oz");
  });

  it("keeps a nutrient the product does not state unknown, whatever the amount", () => {
    const pick = { ...banana, per_100g: { ...banana.per_100g, fiber: null, sodium_mg: undefined } };
    const medium = figuresFor(servingChoices(pick)[0]!.per, 3);
    expect(medium.fiber).toBeNull();
    expect(medium.sodium_mg).toBeNull();
    expect(medium.calories).toBe(315);
  });

  it("states a drink per 100 ml, and fl oz to imperial users", () => {
    // Fanta orange: 27 kcal and 6.5 g carbs per 100 ml
    const fanta: FoodPick = {
      source: "product",
      food_name: "Fanta Orange",
      serving_size: null,
      calories: 27,
      protein: 0,
      carbs: 6.5,
      fat: 0,
      basis: "100ml",
      servings: null,
      per_100g: { calories: 27, protein: 0, carbs: 6.5, fat: 0, sugar: 6.5 },
    };
    expect(servingChoices(fanta).map((c) => c.label)).toEqual(["100 ml", "Other amount (ml)"]);
    const ml = servingChoices(fanta)[1]!;
    expect(figuresFor(ml.per, 200)).toMatchObject({ calories: 54, carbs: 13, sugar: 13 });
    expect(servingOf(ml, 200).serving_size).toBe("200 ml");
    // 8 fl oz = 236.6 ml: 63.9 kcal
    const flOz = servingChoices(fanta, { imperial: true })[1]!;
    expect(flOz.label).toBe("Other amount (fl oz)");
    expect(figuresFor(flOz.per, 8).calories).toBe(64);
  });

  it("offers the product's own serving when it has no household measures", () => {
    const bar: FoodPick = {
      source: "product",
      food_name: "Oat bar",
      serving_size: "40 g",
      calories: 180,
      protein: 4,
      carbs: 24,
      fat: 7,
      servings: [],
      per_100g: { calories: 450, protein: 10, carbs: 60, fat: 17.5 },
    };
    const choices = servingChoices(bar);
    expect(choices.map((c) => c.label)).toEqual(["1 serving (40 g)", "100 g", "Other amount (g)"]);
    expect(figuresFor(choices[0]!.per, 2)).toMatchObject({ calories: 360, protein: 8, fiber: null });
  });
});

describe("servings of anything else", () => {
  it("a food of the user's history (or an answer without the new fields) is one serving × quantity", () => {
    const history: FoodPick = {
      source: "history",
      food_name: "Porridge",
      serving_size: "1 bowl",
      unit: "cup",
      calories: 310,
      protein: 11,
      carbs: 54,
      fat: 6,
      barcode: null,
    };
    const choices = servingChoices(history);
    expect(choices).toHaveLength(1);
    expect(choices[0]!.label).toBe("1 serving (1 bowl)");
    expect(figuresFor(choices[0]!.per, 1.5)).toEqual({
      calories: 465,
      protein: 16.5,
      carbs: 81,
      fat: 9,
      fiber: null,
      sugar: null,
      saturated_fat: null,
      sodium_mg: null,
    });
    expect(servingOf(choices[0]!, 1.5)).toEqual({ serving_size: "1 bowl", quantity: 1.5, unit: "cup" });
  });

  it("a product known only per serving is one serving", () => {
    const old: FoodPick = {
      source: "product",
      food_name: "Nutella",
      serving_size: "15 g",
      calories: 80,
      protein: null,
      carbs: 8.6,
      fat: 4.6,
    };
    expect(servingChoices(old).map((c) => c.label)).toEqual(["1 serving (15 g)"]);
    expect(figuresFor(servingChoices(old)[0]!.per, 2)).toMatchObject({ calories: 160, protein: null, carbs: 17.2 });
  });
});

describe("serving labels", () => {
  it("adds the weight unless the label states it", () => {
    expect(servingLabel("1 medium", 118)).toBe("1 medium (118 g)");
    expect(servingLabel("1 cup (240 g)", 240)).toBe("1 cup (240 g)");
    expect(servingLabel("1 egg", 50)).toBe("1 egg (50 g)");
    expect(servingLabel("1 can", 330, "ml")).toBe("1 can (330 ml)");
  });
});

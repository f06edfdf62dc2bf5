/**
 * The demo's own foods, a recipe and a saved meal, so the My Foods, Recipes and Meals tabs and
 * the search's first rows have something of the user's to show. The recipe is made of the USDA
 * foods every install loads (each amount counts their 100 g) and one of the demo's own foods.
 */
import type { RecipeIngredient, SavedMealItem } from "@/db/schema";
import { NUTRIENT_KEYS, pickFigures } from "@/lib/food/figures";
import { DEMO_FOODS, demoProductId, type DemoFood } from "./foods";
import { entry } from "./meals";

/** Nutrition per serving of the demo user's own foods, as a user would type them from a label. */
export const DEMO_CUSTOM_FOODS = [
  {
    food_name: "Homemade granola",
    brand: null,
    serving_size: "1/2 cup (60 g)",
    calories: 280,
    protein: 7,
    carbs: 34,
    fat: 13,
    fiber: 4,
    sugar: 11,
    saturated_fat: 2,
    sodium_mg: 60,
    barcode: null,
  },
  {
    food_name: "Oat milk latte",
    brand: "Corner café",
    serving_size: "1 medium (350 ml)",
    calories: 190,
    protein: 3,
    carbs: 29,
    fat: 7,
    fiber: 2,
    sugar: 17,
    saturated_fat: 0.7,
    sodium_mg: 160,
    barcode: null,
  },
];

function productIngredient(food: DemoFood, grams: number): RecipeIngredient {
  return {
    food_id: null,
    product_id: demoProductId(food),
    food_name: food.name,
    serving_size: "100 g",
    calories: food.kcal,
    ...pickFigures(food, NUTRIENT_KEYS),
    amount: grams / 100,
  };
}

/** Overnight oats for two: oats, Greek yogurt, blueberries and a topping of the granola (food 0). */
export function demoRecipe(granolaId: string) {
  const granola = DEMO_CUSTOM_FOODS[0]!;
  const { brand: _brand, barcode: _barcode, ...figures } = granola;
  return {
    name: "Overnight oats",
    servings: 2,
    ingredients: [
      productIngredient(DEMO_FOODS.oats, 80),
      productIngredient(DEMO_FOODS.greekYogurt, 170),
      productIngredient(DEMO_FOODS.blueberries, 148),
      { ...figures, food_id: granolaId, product_id: null, amount: 0.5 },
    ],
  };
}

/** The breakfast the demo user eats most: saved to log again in one tap. */
export function demoSavedMeal() {
  const item = (food: DemoFood, quantity: number): SavedMealItem => {
    const { date: _date, time: _time, meal_type: _meal, ...figures } = entry(food, quantity, "breakfast", "", "");
    return { ...figures, barcode: null };
  };
  return {
    name: "Usual breakfast",
    meal_type: "breakfast",
    items: [item(DEMO_FOODS.wholeWheatBread, 2), item(DEMO_FOODS.peanutButter, 1), item(DEMO_FOODS.banana, 1)],
  };
}

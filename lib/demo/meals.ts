/**
 * A day of meals from the demo foods: a breakfast, lunch and dinner from everyday menus and one
 * or two snacks, with the main items' portions scaled so the day lands near its calorie
 * target, as a person eating to a goal does.
 */
import { figuresBy, MACRO_KEYS } from "@/lib/food/figures";
import { EXTRA_NUTRIENTS } from "@/lib/food/nutrients";
import type { MealType } from "@/lib/food/schema";
import { clockTime, hasHappened, isWeekend, type DemoClock } from "./calendar";
import { DEMO_FOODS, type DemoFood, type FoodKey } from "./foods";
import type { Random } from "./random";

/** A food of a menu: how many of its measure, and whether the portion follows the day's appetite. */
type Item = [FoodKey, number, "scale"?];

const BREAKFASTS: Item[][] = [
  [
    ["oats", 0.5, "scale"],
    ["milk", 0.5],
    ["blueberries", 0.5],
    ["honey", 1],
    ["coffee", 1],
  ],
  [
    ["scrambledEggs", 2],
    ["wholeWheatBread", 2],
    ["butter", 1],
    ["orangeJuice", 1],
    ["coffee", 1],
  ],
  [
    ["greekYogurt", 1, "scale"],
    ["strawberries", 1],
    ["almonds", 0.5],
    ["honey", 0.5],
    ["coffee", 1],
  ],
  [
    ["bagel", 1],
    ["peanutButter", 1],
    ["banana", 1],
    ["coffee", 1],
  ],
  [
    ["wholeWheatBread", 2],
    ["avocado", 0.5, "scale"],
    ["boiledEgg", 2],
    ["coffee", 1],
  ],
  [
    ["oats", 0.5, "scale"],
    ["milk", 0.5],
    ["banana", 1],
    ["peanutButter", 0.5],
    ["coffee", 1],
  ],
];

const LUNCHES: Item[][] = [
  [
    ["chickenBreast", 1.5, "scale"],
    ["romaine", 2],
    ["tomato", 0.5],
    ["cucumber", 1],
    ["ranch", 1],
    ["crackers", 1],
  ],
  [
    ["tuna", 0.5, "scale"],
    ["wholeWheatBread", 2],
    ["romaine", 1],
    ["apple", 1],
  ],
  [
    ["lentils", 1, "scale"],
    ["spinach", 1],
    ["tomato", 0.5],
    ["oliveOil", 0.5],
    ["wholeWheatBread", 1],
  ],
  [
    ["chickenSoup", 2],
    ["crackers", 1, "scale"],
    ["cheddar", 1],
    ["apple", 1],
  ],
  [
    ["tortilla", 2],
    ["blackBeans", 0.5, "scale"],
    ["cheddar", 1],
    ["redPepper", 0.5],
    ["avocado", 0.5],
  ],
  [
    ["tortilla", 1],
    ["hummus", 2],
    ["chickenBreast", 1, "scale"],
    ["carrots", 1],
    ["cucumber", 1],
  ],
  [
    ["quinoa", 1, "scale"],
    ["blackBeans", 0.5],
    ["avocado", 0.5],
    ["redPepper", 0.5],
    ["oliveOil", 0.5],
  ],
];

/** A slice or two of pizza with friends: the weekend lunch now and then. */
const TREAT_LUNCH: Item[] = [
  ["pizza", 2, "scale"],
  ["romaine", 1],
  ["ranch", 1],
];

const DINNERS: Item[][] = [
  [
    ["salmon", 1, "scale"],
    ["brownRice", 1, "scale"],
    ["broccoli", 2],
  ],
  [
    ["chickenThigh", 2],
    ["bakedPotato", 1],
    ["broccoli", 1],
    ["butter", 1],
  ],
  [
    ["pasta", 1.5, "scale"],
    ["groundBeef", 1],
    ["tomato", 1],
    ["mozzarella", 1],
  ],
  [
    ["tofu", 2, "scale"],
    ["whiteRice", 1, "scale"],
    ["redPepper", 1],
    ["broccoli", 1],
    ["oliveOil", 1],
  ],
  [
    ["cod", 1, "scale"],
    ["sweetPotato", 1],
    ["spinach", 2],
    ["oliveOil", 1],
  ],
  [
    ["groundBeef", 1],
    ["wholeWheatBread", 2],
    ["cheddar", 1],
    ["romaine", 1],
    ["tomato", 0.5],
    ["bakedPotato", 1],
  ],
  [
    ["chickenBreast", 1.5, "scale"],
    ["quinoa", 1, "scale"],
    ["spinach", 2],
    ["oliveOil", 0.5],
  ],
];

const SNACKS: Item[][] = [
  [["apple", 1]],
  [["banana", 1]],
  [["almonds", 1]],
  [
    ["greekYogurt", 1],
    ["honey", 0.5],
  ],
  [
    ["hummus", 2],
    ["carrots", 1],
  ],
  [["darkChocolate", 0.5]],
  [
    ["cottageCheese", 1],
    ["strawberries", 0.5],
  ],
  [["grapes", 1]],
  [["pear", 1]],
  [["orange", 1]],
  [
    ["crackers", 1],
    ["cheddar", 1],
  ],
  [
    ["apple", 1],
    ["peanutButter", 1],
  ],
];

export type DemoFoodEntry = {
  food_name: string;
  calories: number;
  meal_type: MealType;
  serving_size: string;
  quantity: number;
  unit: string;
  protein: number;
  carbs: number;
  fat: number;
  /** null where SR28 gives no value for the food. */
  fiber: number | null;
  sugar: number | null;
  saturated_fat: number | null;
  sodium_mg: number | null;
  date: string;
  time: string;
};

const round1 = (n: number) => Math.round(n * 10) / 10;
const kcalOf = (items: Item[]) =>
  items.reduce((sum, [key, q]) => sum + (q * DEMO_FOODS[key].measure.grams * DEMO_FOODS[key].kcal) / 100, 0);

export function entry(
  food: DemoFood,
  quantity: number,
  meal_type: MealType,
  date: string,
  time: string,
): DemoFoodEntry {
  const grams = quantity * food.measure.grams;
  const known = (per100g: number | null) => (per100g === null ? null : round1((grams * per100g) / 100));
  return {
    food_name: food.name,
    calories: round1((grams * food.kcal) / 100),
    meal_type,
    serving_size: food.measure.label,
    quantity,
    unit: food.measure.unit,
    ...figuresBy(MACRO_KEYS, (key) => round1((grams * food[key]) / 100)),
    ...figuresBy(EXTRA_NUTRIENTS, (key) => known(food[key])),
    date,
    time,
  };
}

/** A scaled portion as people measure it: whole pieces and slices, else quarters. */
function portion(food: DemoFood, quantity: number): number {
  const whole = food.measure.unit === "piece" || food.measure.unit === "slice";
  return whole ? Math.max(1, Math.round(quantity)) : Math.max(0.5, Math.round(quantity * 4) / 4);
}

/**
 * The day's entries aiming at `target` kcal. Only what was eaten by now is logged today; a
 * day may miss its afternoon snack, as real diaries do.
 */
export function dayMeals(rand: Random, clock: DemoClock, date: string, target: number): DemoFoodEntry[] {
  const weekend = isWeekend(date);
  const meals: [MealType, number, Item[]][] = [
    ["breakfast", rand.int(weekend ? 8 * 60 + 30 : 7 * 60, weekend ? 9 * 60 + 45 : 8 * 60 + 15), rand.pick(BREAKFASTS)],
    ["lunch", rand.int(12 * 60, 13 * 60 + 30), weekend && rand.chance(0.35) ? TREAT_LUNCH : rand.pick(LUNCHES)],
    ["dinner", rand.int(18 * 60 + 30, 20 * 60), rand.pick(DINNERS)],
    ["snack", rand.int(15 * 60, 16 * 60 + 30), rand.pick(SNACKS)],
  ];
  if (rand.chance(0.4)) meals.push(["snack", rand.int(10 * 60, 11 * 60), rand.pick(SNACKS)]);

  const planned = meals.flatMap(([, , items]) => items);
  const fixed = kcalOf(planned.filter((i) => !i[2]));
  const scalable = kcalOf(planned.filter((i) => i[2]));
  // The factor that brings the day to its target, kept to portions a person would serve.
  const factor = Math.min(1.8, Math.max(0.6, (target - fixed) / Math.max(scalable, 1)));

  const entries: DemoFoodEntry[] = [];
  for (const [meal, minutes, items] of meals) {
    const time = clockTime(minutes);
    if (!hasHappened(clock, date, time)) continue;
    for (const [key, q, scale] of items) {
      const food = DEMO_FOODS[key];
      entries.push(entry(food, scale ? portion(food, q * factor) : q, meal, date, time));
    }
  }
  return entries;
}

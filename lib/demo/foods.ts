/**
 * The demo's foods: common foods of the USDA's Standard Reference (SR28), which every install
 * loads into `products` (db/bundled-foods.ts), by NDB number (`ndb`), with their name there and
 * their energy and nutrients per 100 g as SR28 gives them (null where it gives none), and the
 * household measure a meal logs each in, with its weight from the same release. The demo logs
 * its meals from them; the seed checks that the loaded foods read the same.
 */
import type { FoodUnit } from "@/lib/food/schema";

export type DemoFood = {
  ndb: string;
  /** As the USDA food is named in `products`. */
  name: string;
  /** Per 100 g. */
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number | null;
  sugar: number | null;
  saturated_fat: number | null;
  sodium_mg: number | null;
  /** The measure a meal logs it in: one `unit` weighs `grams`. */
  measure: { label: string; grams: number; unit: FoodUnit };
};

/** kcal, protein, carbs, fat, fibre, sugars, saturated fat (g) and sodium (mg) per 100 g. */
type Per100g = [number, number, number, number, number | null, number | null, number | null, number | null];

const food = (
  ndb: string,
  name: string,
  [kcal, protein, carbs, fat, fiber, sugar, saturated_fat, sodium_mg]: Per100g,
  label: string,
  grams: number,
  unit: FoodUnit = "serving",
): DemoFood => {
  const per100g = { kcal, protein, carbs, fat, fiber, sugar, saturated_fat, sodium_mg };
  return { ndb, name, ...per100g, measure: { label, grams, unit } };
};

// prettier-ignore
export const DEMO_FOODS = {
  oats: food("08120", "Cereals, oats, regular and quick, not fortified, dry", [379, 13.15, 67.7, 6.52, 10.1, 0.99, 1.11, 6], "1 cup dry (81 g)", 81, "cup"),
  scrambledEggs: food("01132", "Egg, whole, cooked, scrambled", [149, 9.99, 1.61, 10.98, 0, 1.39, 3.331, 145], "1 large egg (61 g)", 61, "piece"),
  boiledEgg: food("01129", "Egg, whole, cooked, hard-boiled", [155, 12.58, 1.12, 10.61, 0, 1.12, 3.267, 124], "1 large egg (50 g)", 50, "piece"),
  banana: food("09040", "Bananas, raw", [89, 1.09, 22.84, 0.33, 2.6, 12.23, 0.112, 1], "1 small (101 g)", 101, "piece"),
  apple: food("09003", "Apples, raw, with skin", [52, 0.26, 13.81, 0.17, 2.4, 10.39, 0.028, 1], "1 medium (182 g)", 182, "piece"),
  greekYogurt: food("01256", "Yogurt, Greek, plain, nonfat", [59, 10.19, 3.6, 0.39, 0, 3.24, 0.117, 36], "1 container (170 g)", 170),
  milk: food("01079", "Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D", [50, 3.3, 4.8, 1.98, 0, 5.06, 1.257, 47], "1 cup (244 g)", 244, "cup"),
  wholeWheatBread: food("18075", "Bread, whole-wheat, commercially prepared", [252, 12.45, 42.71, 3.5, 6, 4.34, 0.722, 455], "1 slice (32 g)", 32, "slice"),
  chickenBreast: food("05064", "Chicken, broilers or fryers, breast, meat only, cooked, roasted", [165, 31.02, 0, 3.57, 0, 0, 1.01, 74], "1/2 breast (86 g)", 86),
  brownRice: food("20037", "Rice, brown, long-grain, cooked", [123, 2.74, 25.58, 0.97, 1.6, 0.24, 0.26, 4], "1 cup (202 g)", 202, "cup"),
  whiteRice: food("20045", "Rice, white, long-grain, regular, enriched, cooked", [130, 2.69, 28.17, 0.28, 0.4, 0.05, 0.077, 1], "1 cup (158 g)", 158, "cup"),
  salmon: food("15237", "Fish, salmon, Atlantic, farmed, cooked, dry heat", [206, 22.1, 0, 12.35, 0, 0, 2.397, 61], "1/2 fillet (178 g)", 178),
  broccoli: food("11091", "Broccoli, cooked, boiled, drained, without salt", [35, 2.38, 7.18, 0.41, 3.3, 1.39, 0.079, 41], "1/2 cup chopped (78 g)", 78),
  pasta: food("20121", "Pasta, cooked, enriched, without added salt", [158, 5.8, 30.86, 0.93, 1.8, 0.56, 0.176, 1], "1 cup (124 g)", 124, "cup"),
  peanutButter: food("16398", "Peanut butter, smooth style, without salt", [598, 22.21, 22.31, 51.36, 5, 10.49, 10.325, 17], "2 tbsp (32 g)", 32),
  almonds: food("12061", "Nuts, almonds", [579, 21.15, 21.55, 49.93, 12.5, 4.35, 3.802, 1], "1 oz (28 g)", 28, "oz"),
  avocado: food("09037", "Avocados, raw, all commercial varieties", [160, 2, 8.53, 14.66, 6.7, 0.66, 2.126, 7], "1/2 avocado (100 g)", 100),
  cheddar: food("01009", "Cheese, cheddar", [404, 22.87, 3.09, 33.31, 0, 0.48, 18.867, 653], "1 oz (28 g)", 28, "oz"),
  bakedPotato: food("11674", "Potatoes, baked, flesh and skin, without salt", [93, 2.5, 21.15, 0.13, 2.2, 1.18, 0.034, 10], "1 medium (173 g)", 173, "piece"),
  lentils: food("16070", "Lentils, mature seeds, cooked, boiled, without salt", [116, 9.02, 20.13, 0.38, 7.9, 1.8, 0.053, 2], "1 cup (198 g)", 198, "cup"),
  tomato: food("11529", "Tomatoes, red, ripe, raw, year round average", [18, 0.88, 3.89, 0.2, 1.2, 2.63, 0.028, 5], "1 cup chopped (180 g)", 180, "cup"),
  blueberries: food("09050", "Blueberries, raw", [57, 0.74, 14.49, 0.33, 2.4, 9.96, 0.028, 1], "1 cup (148 g)", 148, "cup"),
  orange: food("09200", "Oranges, raw, all commercial varieties", [47, 0.94, 11.75, 0.12, 2.4, 9.35, 0.015, 0], "1 fruit (131 g)", 131, "piece"),
  carrots: food("11124", "Carrots, raw", [41, 0.93, 9.58, 0.24, 2.8, 4.74, 0.037, 69], "1 cup strips (122 g)", 122, "cup"),
  spinach: food("11457", "Spinach, raw", [23, 2.86, 3.63, 0.39, 2.2, 0.42, 0.063, 79], "1 cup (30 g)", 30, "cup"),
  groundBeef: food("23568", "Beef, ground, 85% lean meat / 15% fat, patty, cooked, broiled", [250, 25.93, 0, 15.41, 0, 0, 5.895, 72], "1 patty (77 g)", 77, "piece"),
  tuna: food("15121", "Fish, tuna, light, canned in water, drained solids", [86, 19.44, 0, 0.96, 0, 0, 0.211, 247], "1 can (165 g)", 165),
  hummus: food("16158", "Hummus, commercial", [166, 7.9, 14.29, 9.6, 6, null, 1.437, 379], "2 tbsp (30 g)", 30),
  cottageCheese: food("01015", "Cheese, cottage, lowfat, 2% milkfat", [81, 10.45, 4.76, 2.27, 0, 4, 1.235, 308], "1/2 cup (113 g)", 113),
  sweetPotato: food("11508", "Sweet potato, cooked, baked in skin, flesh, without salt", [90, 2.01, 20.71, 0.15, 3.3, 6.48, 0.052, 36], "1 large (180 g)", 180, "piece"),
  oliveOil: food("04053", "Oil, olive, salad or cooking", [884, 0, 0, 100, 0, 0, 13.808, 2], "1 tbsp (13.5 g)", 13.5),
  strawberries: food("09316", "Strawberries, raw", [32, 0.67, 7.68, 0.3, 2, 4.89, 0.015, 1], "1 cup halves (152 g)", 152, "cup"),
  quinoa: food("20137", "Quinoa, cooked", [120, 4.4, 21.3, 1.92, 2.8, 0.87, 0.231, 7], "1 cup (185 g)", 185, "cup"),
  darkChocolate: food("19904", "Chocolate, dark, 70-85% cacao solids", [598, 7.79, 45.9, 42.63, 10.9, 23.99, 24.489, 20], "1 oz (28 g)", 28, "oz"),
  tortilla: food("18364", "Tortillas, ready-to-bake or -fry, flour, refrigerated", [306, 8.2, 49.38, 7.99, 3.5, 3.71, 2.924, 736], "1 tortilla (48 g)", 48, "piece"),
  romaine: food("11251", "Lettuce, cos or romaine, raw", [17, 1.23, 3.29, 0.3, 2.1, 1.19, 0.039, 8], "1 cup shredded (47 g)", 47, "cup"),
  cucumber: food("11205", "Cucumber, with peel, raw", [15, 0.65, 3.63, 0.11, 0.5, 1.67, 0.037, 2], "1/2 cup slices (52 g)", 52),
  honey: food("19296", "Honey", [304, 0.3, 82.4, 0, 0.2, 82.12, 0, 4], "1 tbsp (21 g)", 21),
  coffee: food("14180", "Beverages, coffee, brewed, breakfast blend", [2, 0.3, 0.23, 0, 0, 0, 0, 1], "1 cup (248 g)", 248, "cup"),
  chickenSoup: food("06419", "Soup, chicken noodle, canned, prepared with equal volume water", [24, 1.16, 2.97, 0.76, 0.5, 0, 0.191, 335], "1 cup (248 g)", 248, "cup"),
  pizza: food("21224", "Pizza, cheese topping, regular crust, frozen, cooked", [268, 10.36, 29.02, 12.28, 2.2, 3.57, 4.272, 447], "1 slice (81 g)", 81, "slice"),
  mozzarella: food("01028", "Cheese, mozzarella, part skim milk", [254, 24.26, 2.77, 15.92, 0, 1.13, 10.114, 619], "1 oz (28 g)", 28, "oz"),
  redPepper: food("11821", "Peppers, sweet, red, raw", [31, 0.99, 6.03, 0.3, 2.1, 4.2, 0.027, 4], "1 cup sliced (92 g)", 92, "cup"),
  bagel: food("18001", "Bagels, plain, enriched, with calcium propionate (includes onion, poppy, sesame)", [264, 10.56, 52.38, 1.32, 1.6, 8.43, 0.36, 422], "1 bagel (99 g)", 99, "piece"),
  tofu: food("16126", "Tofu, firm, prepared with calcium sulfate and magnesium chloride (nigari)", [78, 9.04, 2.85, 4.17, 0.9, 0.6, 0.793, 12], "1/2 cup (126 g)", 126),
  blackBeans: food("16015", "Beans, black, mature seeds, cooked, boiled, without salt", [132, 8.86, 23.71, 0.54, 8.7, 0.32, 0.139, 1], "1 cup (172 g)", 172, "cup"),
  crackers: food("18235", "Crackers, whole-wheat", [427, 10.58, 69.55, 14.13, 10.3, 1.19, 2.063, 704], "6 crackers (28 g)", 28),
  pear: food("09252", "Pears, raw", [57, 0.36, 15.23, 0.14, 3.1, 9.75, 0.022, 1], "1 medium (178 g)", 178, "piece"),
  grapes: food("09132", "Grapes, red or green (European type, such as Thompson seedless), raw", [69, 0.72, 18.1, 0.16, 0.9, 15.48, 0.054, 2], "1 cup (151 g)", 151, "cup"),
  orangeJuice: food("09206", "Orange juice, raw", [45, 0.7, 10.4, 0.2, 0.2, 8.4, 0.024, 1], "1 cup (248 g)", 248, "cup"),
  ranch: food("04639", "Salad dressing, ranch dressing, regular", [430, 1.32, 5.9, 44.54, 0, 4.69, 6.964, 901], "1 tbsp (15 g)", 15),
  butter: food("01001", "Butter, salted", [717, 0.85, 0.06, 81.11, 0, 0.06, 51.368, 643], "1 pat (5 g)", 5),
  chickenThigh: food("05098", "Chicken, broilers or fryers, thigh, meat only, cooked, roasted", [179, 24.76, 0, 8.15, 0, 0, 2.311, 106], "1 thigh (116 g)", 116, "piece"),
  cod: food("15016", "Fish, cod, Atlantic, cooked, dry heat", [105, 22.83, 0, 0.86, 0, 0, 0.168, 78], "1 fillet (180 g)", 180),
} satisfies Record<string, DemoFood>;

export type FoodKey = keyof typeof DEMO_FOODS;

/** The product id of a demo food's row in `products`. */
export const demoProductId = (food: DemoFood) => `usda-sr28:${food.ndb}`;

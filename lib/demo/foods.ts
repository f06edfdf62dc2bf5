/**
 * The demo's food database: common foods with their energy and macronutrients per 100 g as
 * published in the USDA National Nutrient Database for Standard Reference, Release 28
 * (public domain; `ndb` is the food's NDB number there), and one household measure each,
 * with its weight from the same release. The demo seeds them into `products` and logs its
 * meals from them.
 */
import { gs1CheckDigit } from "@/lib/food/barcode-check";
import type { FoodUnit } from "@/lib/food/schema";

export type DemoFood = {
  ndb: string;
  name: string;
  /** Per 100 g. */
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
  /** The measure a meal logs it in: one `unit` weighs `grams`. */
  measure: { label: string; grams: number; unit: FoodUnit };
};

const food = (
  ndb: string,
  name: string,
  [kcal, protein, carbs, fat]: [number, number, number, number],
  label: string,
  grams: number,
  unit: FoodUnit = "serving",
): DemoFood => ({ ndb, name, kcal, protein, carbs, fat, measure: { label, grams, unit } });

export const DEMO_FOODS = {
  oats: food("08120", "Rolled oats", [379, 13.15, 67.7, 6.52], "1 cup dry (81 g)", 81, "cup"),
  scrambledEggs: food("01132", "Scrambled eggs", [149, 9.99, 1.61, 10.98], "1 large egg (61 g)", 61, "piece"),
  boiledEgg: food("01129", "Hard-boiled egg", [155, 12.58, 1.12, 10.61], "1 large egg (50 g)", 50, "piece"),
  banana: food("09040", "Banana", [89, 1.09, 22.84, 0.33], "1 small (101 g)", 101, "piece"),
  apple: food("09003", "Apple", [52, 0.26, 13.81, 0.17], "1 medium (182 g)", 182, "piece"),
  greekYogurt: food("01256", "Greek yogurt, plain nonfat", [59, 10.19, 3.6, 0.39], "1 container (170 g)", 170),
  milk: food("01079", "Milk, 2% fat", [50, 3.3, 4.8, 1.98], "1 cup (244 g)", 244, "cup"),
  wholeWheatBread: food("18075", "Whole-wheat bread", [252, 12.45, 42.71, 3.5], "1 slice (32 g)", 32, "slice"),
  chickenBreast: food("05064", "Chicken breast, roasted", [165, 31.02, 0, 3.57], "1/2 breast (86 g)", 86),
  brownRice: food("20037", "Brown rice, cooked", [123, 2.74, 25.58, 0.97], "1 cup (202 g)", 202, "cup"),
  whiteRice: food("20045", "White rice, cooked", [130, 2.69, 28.17, 0.28], "1 cup (158 g)", 158, "cup"),
  salmon: food("15237", "Salmon, baked", [206, 22.1, 0, 12.35], "1/2 fillet (178 g)", 178),
  broccoli: food("11091", "Broccoli, boiled", [35, 2.38, 7.18, 0.41], "1/2 cup chopped (78 g)", 78),
  pasta: food("20121", "Spaghetti, cooked", [158, 5.8, 30.86, 0.93], "1 cup (124 g)", 124, "cup"),
  peanutButter: food("16398", "Peanut butter, smooth", [598, 22.21, 22.31, 51.36], "2 tbsp (32 g)", 32),
  almonds: food("12061", "Almonds", [579, 21.15, 21.55, 49.93], "1 oz (28 g)", 28, "oz"),
  avocado: food("09037", "Avocado", [160, 2, 8.53, 14.66], "1/2 avocado (100 g)", 100),
  cheddar: food("01009", "Cheddar cheese", [404, 22.87, 3.09, 33.31], "1 oz (28 g)", 28, "oz"),
  bakedPotato: food("11674", "Baked potato", [93, 2.5, 21.15, 0.13], "1 medium (173 g)", 173, "piece"),
  lentils: food("16070", "Lentils, cooked", [116, 9.02, 20.13, 0.38], "1 cup (198 g)", 198, "cup"),
  tomato: food("11529", "Tomato", [18, 0.88, 3.89, 0.2], "1 cup chopped (180 g)", 180, "cup"),
  blueberries: food("09050", "Blueberries", [57, 0.74, 14.49, 0.33], "1 cup (148 g)", 148, "cup"),
  orange: food("09200", "Orange", [47, 0.94, 11.75, 0.12], "1 fruit (131 g)", 131, "piece"),
  carrots: food("11124", "Carrots", [41, 0.93, 9.58, 0.24], "1 cup strips (122 g)", 122, "cup"),
  spinach: food("11457", "Spinach", [23, 2.86, 3.63, 0.39], "1 cup (30 g)", 30, "cup"),
  groundBeef: food("23568", "Beef patty, 85% lean", [250, 25.93, 0, 15.41], "1 patty (77 g)", 77, "piece"),
  tuna: food("15121", "Tuna, canned in water", [86, 19.44, 0, 0.96], "1 can (165 g)", 165),
  hummus: food("16158", "Hummus", [166, 7.9, 14.29, 9.6], "2 tbsp (30 g)", 30),
  cottageCheese: food("01015", "Cottage cheese, 2% fat", [81, 10.45, 4.76, 2.27], "1/2 cup (113 g)", 113),
  sweetPotato: food("11508", "Sweet potato, baked", [90, 2.01, 20.71, 0.15], "1 large (180 g)", 180, "piece"),
  oliveOil: food("04053", "Olive oil", [884, 0, 0, 100], "1 tbsp (13.5 g)", 13.5),
  strawberries: food("09316", "Strawberries", [32, 0.67, 7.68, 0.3], "1 cup halves (152 g)", 152, "cup"),
  quinoa: food("20137", "Quinoa, cooked", [120, 4.4, 21.3, 1.92], "1 cup (185 g)", 185, "cup"),
  darkChocolate: food("19904", "Dark chocolate, 70-85% cocoa", [598, 7.79, 45.9, 42.63], "1 oz (28 g)", 28, "oz"),
  tortilla: food("18364", "Flour tortilla", [306, 8.2, 49.38, 7.99], "1 tortilla (48 g)", 48, "piece"),
  romaine: food("11251", "Romaine lettuce", [17, 1.23, 3.29, 0.3], "1 cup shredded (47 g)", 47, "cup"),
  cucumber: food("11205", "Cucumber", [15, 0.65, 3.63, 0.11], "1/2 cup slices (52 g)", 52),
  honey: food("19296", "Honey", [304, 0.3, 82.4, 0], "1 tbsp (21 g)", 21),
  coffee: food("14180", "Coffee, brewed", [2, 0.3, 0.23, 0], "1 cup (248 g)", 248, "cup"),
  chickenSoup: food("06419", "Chicken noodle soup", [24, 1.16, 2.97, 0.76], "1 cup (248 g)", 248, "cup"),
  pizza: food("21224", "Cheese pizza", [268, 10.36, 29.02, 12.28], "1 slice (81 g)", 81, "slice"),
  mozzarella: food("01028", "Mozzarella, part skim", [254, 24.26, 2.77, 15.92], "1 oz (28 g)", 28, "oz"),
  redPepper: food("11821", "Red bell pepper", [31, 0.99, 6.03, 0.3], "1 cup sliced (92 g)", 92, "cup"),
  bagel: food("18001", "Bagel, plain", [264, 10.56, 52.38, 1.32], "1 bagel (99 g)", 99, "piece"),
  tofu: food("16126", "Tofu, firm", [78, 9.04, 2.85, 4.17], "1/2 cup (126 g)", 126),
  blackBeans: food("16015", "Black beans, cooked", [132, 8.86, 23.71, 0.54], "1 cup (172 g)", 172, "cup"),
  crackers: food("18235", "Whole-wheat crackers", [427, 10.58, 69.55, 14.13], "6 crackers (28 g)", 28),
  pear: food("09252", "Pear", [57, 0.36, 15.23, 0.14], "1 medium (178 g)", 178, "piece"),
  grapes: food("09132", "Grapes", [69, 0.72, 18.1, 0.16], "1 cup (151 g)", 151, "cup"),
  orangeJuice: food("09206", "Orange juice", [45, 0.7, 10.4, 0.2], "1 cup (248 g)", 248, "cup"),
  ranch: food("04639", "Ranch dressing", [430, 1.32, 5.9, 44.54], "1 tbsp (15 g)", 15),
  butter: food("01001", "Butter", [717, 0.85, 0.06, 81.11], "1 pat (5 g)", 5),
  chickenThigh: food("05098", "Chicken thigh, roasted", [179, 24.76, 0, 8.15], "1 thigh (116 g)", 116, "piece"),
  cod: food("15016", "Cod, baked", [105, 22.83, 0, 0.86], "1 fillet (180 g)", 180),
} satisfies Record<string, DemoFood>;

export type FoodKey = keyof typeof DEMO_FOODS;

/**
 * A product barcode for a food that has none: an EAN-13 in GS1's restricted-circulation
 * range (prefix 200, for a store's own use), built from the NDB number, so it never names a
 * real packaged product and passes the barcode check.
 */
export function demoBarcode(ndb: string): string {
  const body = `2000000${ndb}`;
  return `${body}${gs1CheckDigit(body)}`;
}

/** The products rows of the demo foods: figures per 100 g. */
export function demoProducts() {
  return Object.values(DEMO_FOODS).map((f: DemoFood) => ({
    barcode: demoBarcode(f.ndb),
    food_name: f.name,
    brand: null,
    serving_size: "100 g",
    basis: "100g",
    serving_quantity_g: 100,
    calories: f.kcal,
    protein: f.protein,
    carbs: f.carbs,
    fat: f.fat,
    source: "usda-sr28",
  }));
}

/**
 * GET /api/food-search: the user's own foods (history, custom foods), then their recipes and
 * saved meals, then products: the USDA foods every install has and packaged products, those the
 * user logged most first. Expected figures are SR28's (FOOD_DES, NUT_DATA, WEIGHT), by hand.
 */
import { describe, expect, it } from "vitest";
import { GET as search } from "@/app/api/food-search/route";
import { POST as create } from "@/app/api/food-entries/route";
import { getDb } from "@/db/client";
import { customFoods, foodEntries, recipes, savedMeals, type RecipeIngredient, type SavedMealItem } from "@/db/schema";
import type { FoodSuggestion } from "@/lib/food/service";
import { upsertProducts } from "@/lib/food/service";
import { call, registerUser } from "../../support/api";

async function find(token: string, q: string) {
  const res = await call<{ results: FoodSuggestion[] }>(search, { token, query: { q } });
  expect(res.status).toBe(200);
  return res.body.results;
}

const products = (results: FoodSuggestion[]) => results.filter((r) => r.source === "product");

/** A typed ingredient or meal item's nutrients beyond the four, unknown unless given. */
const unknownExtras = { fiber: null, sugar: null, saturated_fat: null, sodium_mg: null };

describe("food search: the USDA foods of every install", () => {
  it('"bana" offers raw bananas (SR28 09040) per 100 g, with their household measures', async () => {
    const { token } = await registerUser();
    const [banana] = products(await find(token, "bana"));
    // NUT_DATA 09040: 89 kcal, 1.09 g protein, 22.84 g carbohydrate, 0.33 g fat, 2.6 g fibre,
    // 12.23 g sugars, 0.112 g saturated fat, 1 mg sodium
    expect(banana).toMatchObject({
      source: "product",
      id: "usda-sr28:09040",
      food_name: "Bananas, raw",
      brand: null,
      barcode: null,
      serving_size: "100 g",
      unit: "serving",
      calories: 89,
      protein: 1.1,
      carbs: 22.8,
      fat: 0.3,
      fiber: 2.6,
      sugar: 12.2,
      saturated_fat: 0.1,
      sodium_mg: 1,
      per_100g: {
        calories: 89,
        protein: 1.1,
        carbs: 22.8,
        fat: 0.3,
        fiber: 2.6,
        sugar: 12.2,
        saturated_fat: 0.1,
        sodium_mg: 1,
      },
    });
    // WEIGHT 09040: 8 measures, "medium (7" to 7-7/8" long)" weighing 118 g among them
    expect(banana!.servings).toHaveLength(8);
    expect(banana!.servings).toContainEqual({ label: "1 medium (118 g)", grams: 118 });
    expect(banana!.servings![0]).toEqual({ label: "1 cup, mashed (225 g)", grams: 225 });
    // 1 medium banana: 118 g × 89 kcal / 100 g
    expect(Math.round((118 * banana!.per_100g!.calories) / 100)).toBe(105);
  });

  it('"chicken br" offers roasted chicken breast (SR28 05064), every word a word\'s beginning', async () => {
    const { token } = await registerUser();
    const found = products(await find(token, "chicken br"));
    const breast = found.find((r) => r.id === "usda-sr28:05064");
    expect(breast).toMatchObject({
      food_name: "Chicken, broilers or fryers, breast, meat only, cooked, roasted",
      calories: 165,
      protein: 31,
      carbs: 0,
      fat: 3.6,
    });
    expect(breast!.servings).toContainEqual({ label: "1/2 breast, bone and skin removed (86 g)", grams: 86 });
    // every offer is a chicken with a word beginning "br" (breast, not merely "broilers or fryers")
    expect(found).toHaveLength(8);
    for (const r of found) expect(r.food_name, r.food_name).toMatch(/^Chicken\b.*\bbr(?!oilers or fryers)/i);
  });

  it('"oatm" offers oatmeal first: oats cooked with water (SR28 08121)', async () => {
    const { token } = await registerUser();
    const [first] = products(await find(token, "oatm"));
    expect(first).toMatchObject({
      id: "usda-sr28:08121",
      food_name:
        "Cereals, oats, regular and quick, unenriched, cooked with water (includes boiling and microwaving), without salt",
      calories: 71,
      sodium_mg: 4,
    });
    expect(first!.servings).toContainEqual({ label: "1 cup (234 g)", grams: 234 });
  });

  it("leaves a nutrient SR28 does not give unknown, not 0", async () => {
    const { token } = await registerUser();
    // NUT_DATA 05145 "Duck, wild, breast, meat only, raw": 123 kcal, fibre 0.0, no sugars (269) row, 57 mg sodium
    const duck = products(await find(token, "duck wild br")).find((r) => r.id === "usda-sr28:05145");
    expect(duck).toMatchObject({
      calories: 123,
      protein: 19.9,
      fiber: 0,
      sugar: null,
      saturated_fat: 1.3,
      sodium_mg: 57,
    });
    expect(duck!.per_100g).toMatchObject({ fiber: 0, sugar: null });
  });
});

describe("food search: the user's own foods first", () => {
  it("offers history, custom foods, recipes, saved meals, then products; never another user's", async () => {
    const me = await registerUser();
    const other = await registerUser();
    const db = await getDb();
    await call(create, {
      token: me.token,
      body: { food_name: "Banana smoothie", calories: 400, quantity: 2, protein: 10, fiber: 6 },
    });
    await call(create, { token: other.token, body: { food_name: "Banana secret", calories: 1 } });
    await db.insert(customFoods).values([
      {
        user_id: me.user.id,
        food_name: "Banana bread",
        brand: "Homemade",
        serving_size: "1 slice (60 g)",
        calories: 196,
        protein: 2.6,
        carbs: 32.8,
        fat: 6.3,
        fiber: 1.1,
        sodium_mg: 200,
      },
      { user_id: other.user.id, food_name: "Banana cake of another", calories: 300 },
    ]);
    const porridge: RecipeIngredient[] = [
      {
        food_id: null,
        product_id: "usda-sr28:09040",
        food_name: "Bananas, raw",
        serving_size: "1 medium (118 g)",
        calories: 105,
        protein: 1.3,
        carbs: 27,
        fat: 0.4,
        fiber: 3.1,
        sugar: 14.4,
        saturated_fat: 0.1,
        sodium_mg: 1,
        amount: 2,
      },
      {
        food_id: null,
        product_id: null,
        food_name: "Rolled oats",
        serving_size: "40 g",
        calories: 150,
        protein: 5,
        carbs: 27,
        fat: 2.6,
        ...unknownExtras,
        amount: 1,
      },
    ];
    await db.insert(recipes).values([
      { user_id: me.user.id, name: "Banana oat porridge", servings: 2, ingredients: porridge },
      { user_id: other.user.id, name: "Banana pie of another", servings: 1, ingredients: porridge },
    ]);
    const items: SavedMealItem[] = [
      {
        food_name: "Bananas, raw",
        serving_size: "1 medium (118 g)",
        quantity: 1,
        unit: "piece",
        barcode: null,
        calories: 105,
        protein: 1.3,
        carbs: 27,
        fat: 0.4,
        fiber: 3.1,
        sugar: 14.4,
        saturated_fat: 0.1,
        sodium_mg: 1,
      },
      {
        food_name: "Greek yogurt",
        serving_size: "170 g",
        quantity: 1,
        unit: "serving",
        barcode: null,
        calories: 100,
        protein: 17,
        carbs: 6,
        fat: 0.7,
        ...unknownExtras,
      },
    ];
    await db.insert(savedMeals).values([
      { user_id: me.user.id, name: "Banana breakfast", meal_type: "breakfast", items },
      { user_id: other.user.id, name: "Banana lunch of another", meal_type: "lunch", items },
    ]);

    const results = await find(me.token, "banana");
    expect(results.slice(0, 4).map((r) => [r.source, r.food_name])).toEqual([
      ["history", "Banana smoothie"],
      ["custom", "Banana bread"],
      ["recipe", "Banana oat porridge"],
      ["meal", "Banana breakfast"],
    ]);
    expect(results.slice(4).every((r) => r.source === "product")).toBe(true);
    expect(results.some((r) => /secret|another/.test(r.food_name))).toBe(false);

    const [history, custom, recipe, meal] = results;
    // one unit of the entry: 400 kcal, 10 g protein and 6 g fibre for 2
    expect(history).toMatchObject({ id: null, calories: 200, protein: 5, fiber: 3, sugar: null, servings: null });
    expect(custom).toMatchObject({
      brand: "Homemade",
      serving_size: "1 slice (60 g)",
      calories: 196,
      protein: 2.6,
      fiber: 1.1,
      sugar: null,
      sodium_mg: 200,
      per_100g: null,
    });
    expect(custom!.id).toMatch(/^[0-9a-f-]{36}$/);
    // per serving: (2 bananas + 1 portion of oats) / 2 servings; the oats state no fibre, sugars or sodium
    expect(recipe).toMatchObject({
      serving_size: "1 serving",
      calories: 180, // (2 × 105 + 150) / 2
      protein: 3.8, // (2 × 1.3 + 5) / 2
      carbs: 40.5, // (2 × 27 + 27) / 2
      fat: 1.7, // (2 × 0.4 + 2.6) / 2
      fiber: 3.1, // 2 × 3.1 / 2: only the bananas state it
      sugar: 14.4,
      sodium_mg: 1,
    });
    // the whole meal: banana + yogurt
    expect(meal).toMatchObject({
      serving_size: "2 items",
      calories: 205,
      protein: 18.3,
      carbs: 33,
      fat: 1.1,
      fiber: 3.1,
      sodium_mg: 1,
    });
  });

  it("ranks the products the user logged most in the last year first, then by how the name begins", async () => {
    const { token, user } = await registerUser();
    const db = await getDb();
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    const entry = { user_id: user.id, food_name: "Bananas, dehydrated, or banana powder", calories: 100 };
    await db.insert(foodEntries).values([
      { ...entry, date: daysAgo(3) },
      { ...entry, date: daysAgo(40) },
      { ...entry, date: daysAgo(200) },
      // more than a year ago: neither a recent food nor counted
      { ...entry, food_name: "Banana chips", date: daysAgo(400) },
    ]);
    const results = await find(token, "bana");
    expect(results.filter((r) => r.source === "history").map((r) => r.food_name)).toEqual([
      "Bananas, dehydrated, or banana powder",
    ]);
    expect(
      products(results)
        .slice(0, 2)
        .map((r) => r.id),
    ).toEqual(["usda-sr28:09041", "usda-sr28:09040"]);
  });

  it("finds a packaged product by its words and brand, and with a typo; scales a serving to 100 g", async () => {
    const { token } = await registerUser();
    const db = await getDb();
    await upsertProducts(db, [
      {
        barcode: "3017620422003",
        food_name: "Nutella",
        brand: "Ferrero",
        serving_size: "15 g",
        basis: "serving",
        serving_quantity_g: 15,
        calories: 80.9,
        protein: 0.9,
        carbs: 8.6,
        fat: 4.6,
        fiber: null,
        sugar: 8.5,
        saturated_fat: 1.6,
        sodium_mg: 6,
        source: "off",
      },
      {
        barcode: "3560070976478",
        food_name: "Crème fraîche épaisse",
        brand: null,
        serving_size: "100 g",
        basis: "100g",
        serving_quantity_g: null,
        calories: 292,
        protein: 2.4,
        carbs: 3,
        fat: 30,
        fiber: null,
        sugar: null,
        saturated_fat: null,
        sodium_mg: null,
        source: "off",
      },
    ]);
    const [nutella] = await find(token, "ferrero");
    expect(nutella).toMatchObject({
      id: "3017620422003",
      barcode: "3017620422003",
      food_name: "Nutella",
      serving_size: "15 g",
      calories: 81,
      fiber: null,
      sugar: 8.5,
      servings: [{ label: "15 g", grams: 15 }],
      // 15 g hold 80.9 kcal: 539.3 per 100 g; 0.9 g protein: 6 g
      per_100g: { calories: 539.3, protein: 6, carbs: 57.3, fat: 30.7, fiber: null, sugar: 56.7, sodium_mg: 40 },
    });
    expect((await find(token, "nutela"))[0]).toMatchObject({ food_name: "Nutella" });
    // accents are not needed to find it, and a product without a serving weight has no measures
    const [creme] = await find(token, "creme fr");
    expect(creme).toMatchObject({ food_name: "Crème fraîche épaisse", servings: null, per_100g: { calories: 292 } });
  });

  it("suggests a history food per unit, even with a typo; never another user's", async () => {
    const me = await registerUser();
    const other = await registerUser();
    await call(create, {
      token: me.token,
      body: { food_name: "Porridge with honey", calories: 600, quantity: 2, protein: 20 },
    });
    await call(create, { token: other.token, body: { food_name: "Porridge secret", calories: 1 } });
    const results = await find(me.token, "porrige");
    expect(results[0]).toMatchObject({
      source: "history",
      food_name: "Porridge with honey",
      calories: 300,
      protein: 10,
    });
    expect(results.some((r) => r.food_name === "Porridge secret")).toBe(false);
  });

  it("needs two characters and a sign-in", async () => {
    const { token } = await registerUser();
    const short = await call(search, { token, query: { q: "a" } });
    expect(short.status).toBe(400);
    expect(short.body.detail).toBe("Type at least 2 characters");
    expect((await call(search, { query: { q: "apple" } })).status).toBe(401);
  });
});

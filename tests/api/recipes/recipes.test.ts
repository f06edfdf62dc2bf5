/**
 * GET/POST /api/recipes and PUT/DELETE /api/recipes/{recipe_id}: ingredients of three kinds,
 * totals and one serving's figures worked out by hand, bad input refused with nothing stored.
 */
import { describe, expect, it } from "vitest";
import { DELETE as removeFood, PUT as updateFood } from "@/app/api/foods/[food_id]/route";
import { POST as preview } from "@/app/api/recipes/preview/route";
import { getDb } from "@/db/client";
import { products } from "@/db/schema";
import { call, registerUser } from "../../support/api";
import { api, storedRecipes, unknownBeyond, type Recipe } from "./support";

const oats = { food_name: "Oat base", serving_size: "1 cup", calories: 100, protein: 4, carbs: 15, fat: 2, fiber: 3 };
const honey = { food_name: "Honey", calories: 50, protein: 0, carbs: 13, fat: 0, amount: 1 };

/** Made-up source ids, so they meet no food a real product table holds. */
async function seedProducts() {
  const db = await getDb();
  await db
    .insert(products)
    .values([
      {
        source: "test-kitchen",
        source_ref: "milk-1",
        food_name: "Milk, whole",
        basis: "100ml",
        calories: 60,
        protein: 3.2,
        carbs: 4.8,
        fat: 3.2,
        sugar: 4.8,
        sodium_mg: 40,
      },
      {
        barcode: "0036000291452",
        food_name: "Crackers",
        brand: "Acme",
        serving_size: "30 g",
        basis: "serving",
        calories: 130,
        protein: 2,
        carbs: 20,
        fat: 5,
      },
    ])
    .onConflictDoNothing();
}

describe("recipes", () => {
  it("2 servings of (100 kcal × 2 + 50 kcal × 1) is 250 kcal in all, 125 kcal a serving", async () => {
    const { token } = await registerUser();
    const a = api(token);
    const { body: food } = await a.createFood(oats);
    const res = await a.create({
      name: "Porridge",
      servings: 2,
      ingredients: [{ food_id: food.food_id, amount: 2 }, honey],
    });
    expect(res.status).toBe(201);
    // oats: 2 × (100 kcal, 4 g protein, 15 g carbs, 2 g fat, 3 g fibre); honey: 50 kcal, 13 g carbs, no fibre stated
    expect(res.body.totals).toEqual({ ...unknownBeyond(250), protein: 8, carbs: 43, fat: 4, fiber: 6 });
    expect(res.body.per_serving).toEqual({ ...unknownBeyond(125), protein: 4, carbs: 21.5, fat: 2, fiber: 3 });
    expect(res.body).toMatchObject({ name: "Porridge", servings: 2 });
    expect(res.body.ingredients).toEqual([
      {
        food_id: food.food_id,
        product_id: null,
        food_name: "Oat base",
        serving_size: "1 cup",
        calories: 100,
        protein: 4,
        carbs: 15,
        fat: 2,
        fiber: 3,
        sugar: null,
        saturated_fat: null,
        sodium_mg: null,
        amount: 2,
      },
      {
        food_id: null,
        product_id: null,
        food_name: "Honey",
        serving_size: null,
        calories: 50,
        protein: 0,
        carbs: 13,
        fat: 0,
        fiber: null,
        sugar: null,
        saturated_fat: null,
        sodium_mg: null,
        amount: 1,
      },
    ]);
    const all = await a.list();
    expect(all.body).toEqual([res.body]);
  });

  it("reads a product's figures per its basis: 2.5 × 100 ml of milk, a barcode given as UPC-A", async () => {
    await seedProducts();
    const { token } = await registerUser();
    const res = await api(token).create({
      name: "Milk and crackers",
      servings: 1,
      ingredients: [
        { product_id: "test-kitchen:milk-1", amount: 2.5 },
        { product_id: "036000291452", amount: 1 },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.ingredients.map((i) => [i.product_id, i.food_name, i.serving_size, i.calories])).toEqual([
      ["test-kitchen:milk-1", "Milk, whole", "100 ml", 60],
      ["0036000291452", "Crackers (Acme)", "30 g", 130],
    ]);
    // milk 2.5 × (60 kcal, 3.2 P, 4.8 C, 3.2 F, 4.8 sugars, 40 mg sodium) + crackers (130 kcal, 2 P, 20 C, 5 F)
    expect(res.body.totals).toEqual({
      calories: 280,
      protein: 10,
      carbs: 32,
      fat: 13,
      fiber: null,
      sugar: 12,
      saturated_fat: null,
      sodium_mg: 100,
    });
  });

  it("a typed ingredient's figures are taken as sent; unknown macros stay unknown", async () => {
    const { token } = await registerUser();
    const res = await api(token).create({
      name: "Salted water",
      servings: 4,
      ingredients: [
        { food_name: "Salt", serving_size: "1 tsp", calories: 0, sodium_mg: 2300, amount: 0.5 },
        { food_name: "Stock cube", calories: 10, amount: 2 },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.totals).toEqual({ ...unknownBeyond(20), sodium_mg: 1150 });
    // 20 kcal / 4; 1150 mg / 4 = 287.5 mg
    expect(res.body.per_serving).toEqual({ ...unknownBeyond(5), sodium_mg: 287.5 });
  });

  it("a preview answers what would be stored and stores nothing", async () => {
    const { token, user } = await registerUser();
    const res = await call<Omit<Recipe, "recipe_id" | "name">>(preview, {
      token,
      body: { servings: 2, ingredients: [{ ...honey, amount: 3 }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.totals.calories).toBe(150);
    expect(res.body.per_serving).toMatchObject({ calories: 75, carbs: 19.5 });
    expect(res.body.ingredients[0]).toMatchObject({ food_name: "Honey", amount: 3, food_id: null });
    expect(await storedRecipes(user.id)).toHaveLength(0);
  });

  it("PUT replaces the recipe and reads its foods afresh; an answer's ingredients go back as they came", async () => {
    const { token } = await registerUser();
    const a = api(token);
    const { body: food } = await a.createFood(oats);
    const { body: recipe } = await a.create({
      name: "Porridge",
      servings: 2,
      ingredients: [{ food_id: food.food_id, amount: 2 }],
    });
    await call(updateFood, { token, method: "PUT", params: { food_id: food.food_id }, body: { calories: 110 } });
    // the recipe keeps the figures it was saved with until it is saved again
    expect((await a.list()).body[0]!.totals.calories).toBe(200);

    const res = await a.update(recipe.recipe_id, { ...recipe, name: "Big porridge", servings: 4 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ recipe_id: recipe.recipe_id, name: "Big porridge", servings: 4 });
    // 2 × 110 kcal over 4 servings
    expect(res.body.totals.calories).toBe(220);
    expect(res.body.per_serving.calories).toBe(55);
  });

  it("deleting a food keeps the recipes' figures: its ingredient becomes a typed one that saves again", async () => {
    const { token } = await registerUser();
    const a = api(token);
    const { body: food } = await a.createFood(oats);
    const { body: recipe } = await a.create({
      name: "Porridge",
      servings: 2,
      ingredients: [{ food_id: food.food_id, amount: 2 }, honey],
    });
    await call(removeFood, { token, method: "DELETE", params: { food_id: food.food_id } });
    const [after] = (await a.list()).body;
    expect(after!.ingredients[0]).toMatchObject({ food_id: null, food_name: "Oat base", calories: 100, amount: 2 });
    expect(after!.ingredients[1]).toMatchObject({ food_name: "Honey" });
    expect(after!.per_serving.calories).toBe(125);
    const again = await a.update(recipe.recipe_id, after);
    expect(again.status).toBe(200);
    expect(again.body.per_serving.calories).toBe(125);
  });

  it("deletes the user's own recipe once", async () => {
    const { token, user } = await registerUser();
    const a = api(token);
    const { body: recipe } = await a.create({ name: "Tea", servings: 1, ingredients: [honey] });
    expect(await a.remove(recipe.recipe_id)).toMatchObject({ status: 200, body: { detail: "Recipe deleted." } });
    expect(await storedRecipes(user.id)).toHaveLength(0);
    expect((await a.remove(recipe.recipe_id)).status).toBe(404);
  });
});

describe("refusals", () => {
  const good = { name: "Tea", servings: 2, ingredients: [honey] };

  it.each([
    [{ ...good, ingredients: [] }, "A recipe needs at least one ingredient"],
    [{ ...good, ingredients: undefined }, "Ingredients must be a list"],
    [{ ...good, servings: 0 }, "Servings must be at least 0.1"],
    [{ ...good, servings: -2 }, "Servings must be at least 0.1"],
    [{ ...good, servings: undefined }, "Servings is required"],
    [{ ...good, name: "  " }, "Recipe name is required"],
    [{ ...good, ingredients: [{ ...honey, amount: -1 }] }, "Amount must be greater than 0"],
    [{ ...good, ingredients: [{ ...honey, amount: 0 }] }, "Amount must be greater than 0"],
    [{ ...good, ingredients: [{ ...honey, amount: undefined }] }, "Amount is required"],
    [{ ...good, ingredients: [{ ...honey, calories: undefined }] }, "Calories are required"],
    [{ ...good, ingredients: [{ ...honey, calories: -5 }] }, "Calories cannot be negative"],
    [
      { ...good, ingredients: [{ ...honey, food_name: undefined }] },
      "Food name is required (or a food_id or product_id)",
    ],
    [{ ...good, ingredients: [{ amount: 1 }] }, "Food name is required (or a food_id or product_id)"],
  ])("%o → 400 %j, nothing stored", async (body, detail) => {
    const { token, user } = await registerUser();
    const res = await api(token).create(body);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(detail);
    expect(await storedRecipes(user.id)).toHaveLength(0);
  });

  it("another user's food, an unknown product or a malformed id is a 404 naming the ingredient", async () => {
    await seedProducts();
    const owner = await registerUser();
    const { body: food } = await api(owner.token).createFood(oats);
    const { token, user } = await registerUser();
    const a = api(token);
    const cases: [unknown, string][] = [
      [{ food_id: food.food_id, amount: 1 }, "Ingredient 2: custom food not found."],
      [{ food_id: "not-a-uuid", amount: 1 }, "Ingredient 2: custom food not found."],
      [{ product_id: "test-kitchen:nothing", amount: 1 }, "Ingredient 2: product not found."],
      [{ product_id: "4000417025005", amount: 1 }, "Ingredient 2: product not found."],
    ];
    for (const [ingredient, detail] of cases) {
      const res = await a.create({ name: "Stolen", servings: 1, ingredients: [honey, ingredient] });
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe(detail);
    }
    expect(await storedRecipes(user.id)).toHaveLength(0);
  });

  it("another user's recipe is a 404 for update and delete, and is left as it was", async () => {
    const owner = await registerUser();
    const { body: recipe } = await api(owner.token).create(good);
    const other = api((await registerUser()).token);
    const put = await other.update(recipe.recipe_id, { ...good, name: "Mine now" });
    expect(put).toMatchObject({ status: 404, body: { detail: "Recipe not found." } });
    expect(await other.remove(recipe.recipe_id)).toMatchObject({ status: 404, body: { detail: "Recipe not found." } });
    expect((await other.list()).body).toEqual([]);
    const [row] = await storedRecipes(owner.user.id);
    expect(row).toMatchObject({ name: "Tea", servings: 2 });
    expect((await other.update("nope", good)).status).toBe(404);
  });

  it("a bad update changes nothing", async () => {
    const { token, user } = await registerUser();
    const a = api(token);
    const { body: recipe } = await a.create(good);
    const res = await a.update(recipe.recipe_id, { ...good, ingredients: [] });
    expect(res).toMatchObject({ status: 400, body: { detail: "A recipe needs at least one ingredient" } });
    const [row] = await storedRecipes(user.id);
    expect(row!.ingredients).toHaveLength(1);
  });
});

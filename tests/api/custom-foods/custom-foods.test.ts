/** GET/POST /api/foods and PUT/DELETE /api/foods/{food_id}: a user's own foods, per serving. */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { DELETE as remove, PUT as update } from "@/app/api/foods/[food_id]/route";
import { GET as list, POST as create } from "@/app/api/foods/route";
import { getDb } from "@/db/client";
import { customFoods } from "@/db/schema";
import { call, registerUser } from "../../support/api";

type Food = Record<string, unknown> & { food_id: string };

const shake = {
  food_name: "Protein shake",
  brand: "Home",
  serving_size: "1 glass (300 ml)",
  calories: 180,
  protein: 25,
  carbs: 9,
  fat: 4,
  fiber: 1.5,
  sugar: 6,
  saturated_fat: 1,
  sodium_mg: 120,
  barcode: "036000291452",
};

async function storedFoods(userId: string) {
  const db = await getDb();
  return db.select().from(customFoods).where(eq(customFoods.user_id, userId));
}

describe("custom foods", () => {
  it("creates a food with every field (UPC-A stored as its EAN-13) and lists it", async () => {
    const { token } = await registerUser();
    const res = await call<Food>(create, { token, body: shake });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ...shake, barcode: "0036000291452", food_id: res.body.food_id });
    expect(Object.keys(res.body).sort()).toEqual(
      [
        "food_id",
        "food_name",
        "brand",
        "serving_size",
        "calories",
        "protein",
        "carbs",
        "fat",
        "fiber",
        "sugar",
        "saturated_fat",
        "sodium_mg",
        "barcode",
      ].sort(),
    );
    const all = await call<Food[]>(list, { token });
    expect(all.status).toBe(200);
    expect(all.body).toEqual([res.body]);
  });

  it("keeps nutrients left out as unknown (null), never 0; blank text is null", async () => {
    const { token } = await registerUser();
    const res = await call<Food>(create, {
      token,
      body: { food_name: "  Grandma's soup ", calories: 95, brand: "  ", protein: 3 },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      food_name: "Grandma's soup",
      brand: null,
      serving_size: null,
      calories: 95,
      protein: 3,
      carbs: null,
      fat: null,
      fiber: null,
      sugar: null,
      saturated_fat: null,
      sodium_mg: null,
      barcode: null,
    });
  });

  it("lists the user's foods by name, whatever the case", async () => {
    const { token } = await registerUser();
    for (const food_name of ["oat milk", "Banana bread", "apple pie"])
      await call(create, { token, body: { food_name, calories: 100 } });
    const all = await call<Food[]>(list, { token });
    expect(all.body.map((f) => f.food_name)).toEqual(["apple pie", "Banana bread", "oat milk"]);
  });

  it("updates the fields given, clears a nutrient with null, and refuses an empty update", async () => {
    const { token } = await registerUser();
    const { body: food } = await call<Food>(create, { token, body: shake });
    const res = await call<Food>(update, {
      token,
      method: "PUT",
      params: { food_id: food.food_id },
      body: { calories: 200, sugar: null },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ food_name: "Protein shake", calories: 200, sugar: null, protein: 25 });
    const empty = await call(update, { token, method: "PUT", params: { food_id: food.food_id }, body: {} });
    expect(empty).toMatchObject({ status: 400, body: { detail: "Nothing to update" } });
  });

  it.each([
    [{ food_name: " ", calories: 10 }, "Food name is required"],
    [{ food_name: "Soup" }, "Calories are required"],
    [{ food_name: "Soup", calories: -1 }, "Calories cannot be negative"],
    [{ food_name: "Soup", calories: 20_001 }, "Calories must be at most 20000"],
    [{ food_name: "Soup", calories: 10, protein: -2 }, "Protein cannot be negative"],
    [{ food_name: "Soup", calories: 10, fiber: 2001 }, "Fibre must be at most 2000 g"],
    [{ food_name: "Soup", calories: 10, sodium_mg: "lots" }, "Sodium must be a number"],
    [{ food_name: "Soup", calories: 10, barcode: "3017620422004" }, /^Barcode must be 8, 12, 13 or 14 digits/],
    [{ food_name: "Soup", calories: 10, brand: "x".repeat(101) }, "Brand must be at most 100 characters"],
  ])("refuses %o with a 400 naming the field, storing nothing", async (body, detail) => {
    const { token, user } = await registerUser();
    const res = await call<{ detail: string }>(create, { token, body });
    expect(res.status).toBe(400);
    if (typeof detail === "string") expect(res.body.detail).toBe(detail);
    else expect(res.body.detail).toMatch(detail);
    expect(await storedFoods(user.id)).toHaveLength(0);
  });

  it("another user's food is a 404 for update and delete, and is left as it was", async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const { body: food } = await call<Food>(create, { token: owner.token, body: shake });
    const put = await call(update, {
      token: other.token,
      method: "PUT",
      params: { food_id: food.food_id },
      body: { calories: 1 },
    });
    expect(put).toMatchObject({ status: 404, body: { detail: "Custom food not found." } });
    const del = await call(remove, { token: other.token, method: "DELETE", params: { food_id: food.food_id } });
    expect(del).toMatchObject({ status: 404, body: { detail: "Custom food not found." } });
    expect((await call<Food[]>(list, { token: other.token })).body).toEqual([]);
    const [row] = await storedFoods(owner.user.id);
    expect(row).toMatchObject({ calories: 180 });
    const malformed = await call(remove, { token: owner.token, method: "DELETE", params: { food_id: "nope" } });
    expect(malformed.status).toBe(404);
  });

  it("deletes the user's own food once", async () => {
    const { token, user } = await registerUser();
    const { body: food } = await call<Food>(create, { token, body: shake });
    const res = await call(remove, { token, method: "DELETE", params: { food_id: food.food_id } });
    expect(res).toMatchObject({ status: 200, body: { detail: "Custom food deleted." } });
    expect(await storedFoods(user.id)).toHaveLength(0);
    expect((await call(remove, { token, method: "DELETE", params: { food_id: food.food_id } })).status).toBe(404);
  });
});

/** POST /api/scan-barcode finds the user's own food with the code before anything else. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as createEntry } from "@/app/api/food-entries/route";
import { POST as createFood } from "@/app/api/foods/route";
import { POST as scan } from "@/app/api/scan-barcode/route";
import { getDb } from "@/db/client";
import { products } from "@/db/schema";
import { FOUND_IN_MY_FOODS } from "@/lib/food/custom-foods/schema";
import { resetEnvCache } from "@/lib/env";
import { OFF_CODES, startFakeOff } from "../../fakes/off";
import { call, registerUser } from "../../support/api";

let off: Awaited<ReturnType<typeof startFakeOff>>;
type Scan = { success: boolean; message: string; product: Record<string, unknown> | null };

beforeAll(async () => {
  off = await startFakeOff();
  process.env.OFF_BASE_URL = off.baseURL;
  delete process.env.OFF_OFFLINE;
  resetEnvCache();
});
afterAll(async () => {
  delete process.env.OFF_BASE_URL;
  resetEnvCache();
  await off.close();
});
beforeEach(() => {
  off.requests.length = 0;
});

const granola = {
  food_name: "Home granola",
  brand: "Mine",
  serving_size: "1 bowl (60 g)",
  calories: 270,
  protein: 7,
  carbs: 38,
  fat: 10,
  fiber: 5,
  sodium_mg: 40,
};

describe("a scan finds the user's own food first", () => {
  it("beats Open Food Facts, the diary and the products table; OFF is not asked", async () => {
    const { token } = await registerUser();
    const db = await getDb();
    await db
      .insert(products)
      .values({ barcode: OFF_CODES.perServing, food_name: "Nutella", calories: 539, basis: "100g" })
      .onConflictDoNothing();
    await call(createEntry, {
      token,
      body: { food_name: "Nutella toast", calories: 300, barcode: OFF_CODES.perServing },
    });
    expect((await call(createFood, { token, body: { ...granola, barcode: OFF_CODES.perServing } })).status).toBe(201);

    const res = await call<Scan>(scan, { token, body: { barcode: OFF_CODES.perServing } });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toBe(FOUND_IN_MY_FOODS);
    expect(res.body.product).toEqual({
      barcode: OFF_CODES.perServing,
      food_name: "Home granola",
      brand: "Mine",
      serving_size: "1 bowl (60 g)",
      basis: "serving",
      serving_quantity_g: null,
      calories: 270,
      protein: 7,
      carbs: 38,
      fat: 10,
      fiber: 5,
      sugar: null,
      saturated_fat: null,
      sodium_mg: 40,
      implausible: false,
      implausible_detail: null,
    });
    expect(off.requests).toHaveLength(0);
  });

  it("reads a UPC-A scan as the EAN-13 the food was saved with, and the latest edited food of two", async () => {
    const { token } = await registerUser();
    await call(createFood, { token, body: { food_name: "Old crackers", calories: 100, barcode: "0036000291452" } });
    await call(createFood, { token, body: { food_name: "New crackers", calories: 120, barcode: "036000291452" } });
    const res = await call<Scan>(scan, { token, body: { barcode: "036000291452" } });
    expect(res.body.message).toBe(FOUND_IN_MY_FOODS);
    expect(res.body.product).toMatchObject({ food_name: "New crackers", calories: 120, barcode: "0036000291452" });
  });

  it("another user's food names nothing for them: their scan goes on to Open Food Facts", async () => {
    const owner = await registerUser();
    await call(createFood, { token: owner.token, body: { ...granola, barcode: OFF_CODES.per100g } });
    const other = await registerUser();
    const res = await call<Scan>(scan, { token: other.token, body: { barcode: OFF_CODES.per100g } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Product found.");
    expect(res.body.product).toMatchObject({ food_name: "Porridge Oats", basis: "100g", calories: 374 });
  });
});

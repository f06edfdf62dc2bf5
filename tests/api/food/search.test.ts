/** GET /api/food-search: the user's own foods, then products by trigram similarity. */
import { describe, expect, it } from "vitest";
import { GET as search } from "@/app/api/food-search/route";
import { POST as create } from "@/app/api/food-entries/route";
import { getDb } from "@/db/client";
import { products } from "@/db/schema";
import { call, registerUser } from "../../support/api";

type Result = {
  source: string;
  food_name: string;
  brand: string | null;
  calories: number;
  protein: number | null;
  carbs: number | null;
  serving_size: string | null;
};

describe("food search", () => {
  it("suggests the user's own foods per unit, then products, typo-tolerant; never another user's", async () => {
    const me = await registerUser();
    const other = await registerUser();
    const db = await getDb();
    await db.insert(products).values([
      {
        barcode: "3017620422003",
        food_name: "Nutella",
        brand: "Ferrero",
        calories: 80.9,
        protein: 0.9,
        serving_size: "15 g",
        basis: "serving",
      },
      { barcode: "5000168001234", food_name: "Porridge Oats", brand: "Quaker", calories: 374, serving_size: "100 g" },
      { barcode: "4000417025005", food_name: "Apple Juice", brand: "Granini", calories: 46, serving_size: "100 g" },
    ]);
    await call(create, {
      token: me.token,
      body: { food_name: "Porridge with honey", calories: 600, quantity: 2, protein: 20 },
    });
    await call(create, { token: other.token, body: { food_name: "Porridge secret", calories: 1 } });

    const res = await call<{ results: Result[] }>(search, { token: me.token, query: { q: "porridge" } });
    expect(res.status).toBe(200);
    expect(res.body.results.map((r) => [r.source, r.food_name])).toEqual([
      ["history", "Porridge with honey"],
      ["product", "Porridge Oats"],
    ]);
    expect(res.body.results[0]).toMatchObject({ calories: 300, protein: 10 });
    // a product without protein or carbs figures suggests them as unknown, not 0
    expect(res.body.results[1]).toMatchObject({ calories: 374, protein: null, carbs: null });

    const typo = await call<{ results: Result[] }>(search, { token: me.token, query: { q: "nutela" } });
    expect(typo.body.results[0]).toMatchObject({
      food_name: "Nutella",
      brand: "Ferrero",
      calories: 81,
      serving_size: "15 g",
    });
  });

  it("needs two characters and a sign-in", async () => {
    const { token } = await registerUser();
    const short = await call(search, { token, query: { q: "a" } });
    expect(short.status).toBe(400);
    expect(short.body.detail).toBe("Type at least 2 characters");
    expect((await call(search, { query: { q: "apple" } })).status).toBe(401);
  });
});

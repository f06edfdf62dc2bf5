/**
 * The USDA foods every install loads on migration (db/bundled-foods.ts): all of SR28's foods,
 * loaded once per version of the file, a changed file replacing them.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { loadBundledFoods, USDA_SOURCE } from "@/db/bundled-foods";
import { products } from "@/db/schema";

async function usdaCount(): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.source, USDA_SOURCE));
  return row!.n;
}

const usda = (ref: string) => and(eq(products.source, USDA_SOURCE), eq(products.source_ref, ref));

describe("the bundled USDA foods", () => {
  it("are in a migrated database: every food of SR28's FOOD_DES.txt, with its figures and measures", async () => {
    expect(await usdaCount()).toBe(8789);
    const db = await getDb();
    const [butter] = await db.select().from(products).where(usda("01001"));
    // FOOD_DES 01001 "Butter, salted"; NUT_DATA 208 717, 203 0.85, 205 0.06, 204 81.11, 291 0, 269 0.06, 606 51.368, 307 643
    expect(butter).toMatchObject({
      product_id: "usda-sr28:01001",
      barcode: null,
      food_name: "Butter, salted",
      basis: "100g",
      serving_size: "100 g",
      calories: 717,
      protein: 0.85,
      carbs: 0.06,
      fat: 81.11,
      fiber: 0,
      sugar: 0.06,
      saturated_fat: 51.368,
      sodium_mg: 643,
      // WEIGHT 01001: pat (1" sq, 1/3" high) 5 g, tbsp 14.2 g, cup 227 g, stick 113 g
      servings: [
        { label: "1 pat (5 g)", grams: 5 },
        { label: "1 tbsp (14.2 g)", grams: 14.2 },
        { label: "1 cup (227 g)", grams: 227 },
        { label: "1 stick (113 g)", grams: 113 },
      ],
      search_text: "butter salted",
    });
    // a manufacturer is the brand; a food with no household measure has none
    const [penne] = await db.select().from(products).where(usda("22996"));
    expect(penne).toMatchObject({ brand: "Kellogg, Co.", servings: [{ label: "1 Entrée (269 g)", grams: 269 }] });
  });

  it("load once per version of the file: a restart reads its hash and stops there", async () => {
    const db = await getDb();
    const again = await loadBundledFoods(db);
    expect(again).toMatchObject({ loaded: false, foods: 0 });
    expect(await usdaCount()).toBe(8789);
  });

  it("a changed file is loaded again: its foods upserted, those it no longer holds removed", async () => {
    const db = await getDb();
    const dir = mkdtempSync(path.join(tmpdir(), "vitalog-usda-"));
    const file = path.join(dir, "usda.json.gz");
    const foods = [
      [
        "09040",
        "Bananas, raw",
        null,
        "bananas raw",
        90,
        1.1,
        22.8,
        0.3,
        2.6,
        12.2,
        null,
        1,
        [["1 medium (118 g)", 118]],
      ],
      ["99999", "Test food, plain", "Acme", "test food plain acme", 50, null, null, null, null, null, null, null, []],
    ];
    writeFileSync(file, gzipSync(JSON.stringify({ foods })));
    expect(await loadBundledFoods(db, file)).toMatchObject({ loaded: true, foods: 2 });
    expect(await usdaCount()).toBe(2);
    const [banana] = await db.select().from(products).where(usda("09040"));
    expect(banana).toMatchObject({
      calories: 90,
      saturated_fat: null,
      servings: [{ label: "1 medium (118 g)", grams: 118 }],
    });
    const [test] = await db.select().from(products).where(usda("99999"));
    expect(test).toMatchObject({ product_id: "usda-sr28:99999", brand: "Acme", protein: null, servings: null });
    expect(await loadBundledFoods(db, file)).toMatchObject({ loaded: false });
  });
});

/** The streaming product import on a generated OFF export, both formats. */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { products } from "@/db/schema";
import { importProducts } from "@/lib/food/import-products";
import { dumpRow, writeOffDump } from "../../fakes/off-dump";

const dir = mkdtempSync(path.join(tmpdir(), "vitalog-import-"));
const ROWS = 1000;

/** What the import should keep, worked out from the generator's rules. */
function expected() {
  let bad = 0;
  let unusable = 0;
  let implausible = 0;
  const kept = new Set<string>();
  for (let i = 0; i < ROWS; i++) {
    const r = dumpRow(i);
    if (!/^\d+$/.test(r.code)) bad += 1;
    else if (!r.product_name || r.nutriments.energy_100g === undefined) unusable += 1;
    // more than 100 g of protein, carbs and fat in 100 g cannot be right
    else if (r.nutriments.proteins_100g! + r.nutriments.carbohydrates_100g! + r.nutriments.fat_100g! > 100)
      implausible += 1;
    else kept.add(r.code);
  }
  return { bad, unusable, implausible, distinct: kept.size };
}

describe.each(["jsonl.gz", "csv.gz"])("importProducts (%s)", (ext) => {
  it("imports named products with energy, skips the rest, upserts by barcode, and is idempotent", async () => {
    const db = await getDb();
    await db.delete(products);
    const file = path.join(dir, `dump.${ext}`);
    await writeOffDump(file, ROWS);
    const progress: number[] = [];
    const first = await importProducts(db, file, { batchSize: 100, onProgress: (p) => progress.push(p.rows) });
    expect(first.rows).toBe(ROWS);
    const want = expected();
    expect(want.bad).toBe(10);
    expect(first.skipped_bad_barcode).toBe(want.bad);
    expect(first.skipped_no_name_or_energy).toBe(want.unusable);
    expect(want.implausible).toBeGreaterThan(0);
    expect(first.skipped_implausible).toBe(want.implausible);
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
    expect(count!.n).toBe(want.distinct);
    expect(want.distinct).toBeLessThan(ROWS - want.bad - want.unusable - want.implausible); // repeated barcodes were merged
    expect(progress.at(-1)).toBe(ROWS);

    // row 6 gives kJ only (234 kJ → 55.9 kcal), row 0 has a 30 g serving but per-100 g figures
    const [kj] = await db.select().from(products).where(eq(products.barcode, "3000000000069"));
    expect(kj).toMatchObject({ calories: 55.9, basis: "100g", brand: "Barilla" });
    const [zero] = await db.select().from(products).where(eq(products.barcode, "3000000000007"));
    expect(zero).toMatchObject({ calories: 50, serving_quantity_g: 30, source: "off" });

    const again = await importProducts(db, file, { batchSize: 333 });
    expect(again.imported).toBe(first.imported);
    const [count2] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
    expect(count2!.n).toBe(count!.n);
  });
});

describe("importProducts with awkward text", () => {
  it("keeps quotes, commas, braces, backslashes and accents intact (uncompressed JSONL)", async () => {
    const db = await getDb();
    const name = 'Crème "brûlée", {vanilla} \\ 50% NULL';
    const file = path.join(dir, "awkward.jsonl");
    const lines = [
      { code: "3017620422003", product_name: name, brands: "Café, d'Or", nutriments: { "energy-kcal_100g": 300 } },
      "{ not json",
      {
        code: "7622210449283",
        product_name: "Prince",
        brands: null,
        serving_size: "2 biscuits (25 g)",
        serving_quantity: 25,
        nutriments: { "energy-kcal_serving": 118, "energy-kcal_100g": 470 },
      },
    ];
    writeFileSync(file, lines.map((l) => (typeof l === "string" ? l : JSON.stringify(l))).join("\n") + "\n");
    const summary = await importProducts(db, file);
    expect(summary).toMatchObject({ rows: 3, imported: 2, skipped_unreadable: 1 });
    const [row] = await db.select().from(products).where(eq(products.barcode, "3017620422003"));
    expect(row).toMatchObject({ food_name: name, brand: "Café", calories: 300 });
    const [prince] = await db.select().from(products).where(eq(products.barcode, "7622210449283"));
    expect(prince).toMatchObject({ brand: null, basis: "serving", calories: 118, serving_size: "2 biscuits (25 g)" });
  });
});

describe("importProducts reads the nutrients beyond the four from the CSV export", () => {
  it("fibre, sugars, saturated fat and sodium (else salt / 2.5) in mg; blank cells unknown", async () => {
    const db = await getDb();
    const header = [
      "code",
      "product_name",
      "brands",
      "quantity",
      "energy-kcal_100g",
      "fat_100g",
      "saturated-fat_100g",
      "carbohydrates_100g",
      "sugars_100g",
      "fiber_100g",
      "proteins_100g",
      "salt_100g",
      "sodium_100g",
    ];
    const rows = [
      ["3017620422003", "Nutella", "Ferrero", "400 g", "539", "30.9", "10.6", "57.5", "56.3", "", "6.3", "0.107", ""],
      ["5449000214805", "Fanta orange", "Fanta", "33 cl", "27", "0", "0", "6.5", "6.5", "0", "0", "0", "0"],
      ["0000606009841", "Beignets framboises", "", "", "304", "", "", "", "", "", "5.8", "", ""],
    ];
    const file = path.join(dir, "nutrients.csv");
    writeFileSync(file, [header, ...rows].map((r) => r.join("\t")).join("\n") + "\n");
    expect(await importProducts(db, file)).toMatchObject({ rows: 3, imported: 3 });
    const read = async (barcode: string) => {
      const [row] = await db.select().from(products).where(eq(products.barcode, barcode));
      return { fiber: row!.fiber, sugar: row!.sugar, saturated_fat: row!.saturated_fat, sodium_mg: row!.sodium_mg };
    };
    // no sodium column value: 0.107 g of salt / 2.5 = 42.8 mg of sodium
    expect(await read("3017620422003")).toEqual({ fiber: null, sugar: 56.3, saturated_fat: 10.6, sodium_mg: 42.8 });
    expect(await read("5449000214805")).toEqual({ fiber: 0, sugar: 6.5, saturated_fat: 0, sodium_mg: 0 });
    expect(await read("0000606009841")).toEqual({ fiber: null, sugar: null, saturated_fat: null, sodium_mg: null });
  });
});

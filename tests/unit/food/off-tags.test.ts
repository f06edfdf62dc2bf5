/**
 * Open Food Facts' ingredient and additive tags, read from the real files (API answers of
 * 2017–2020 and lines of the 2026 export) and stored with the product by the dump import;
 * then the food factors those tags show. Expected tags are copied from the files; expected
 * factors worked by hand from each product's tags and the table of `food-factors.ts`.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { products } from "@/db/schema";
import { importProducts } from "@/lib/food/import-products";
import { offTags, productFromOff, type OffProduct } from "@/lib/food/off";
import { foodFactorKeys } from "@/lib/migraine/food-factors";

const REALDATA = process.env.REALDATA_DIR ?? path.resolve(import.meta.dirname, "../../../../shared/realdata");
const API_DIR = path.join(REALDATA, "off/api");
const DUMP = path.join(REALDATA, "off/dump/openfoodfacts-products.sample100.jsonl");
const available = existsSync(API_DIR) && existsSync(DUMP);
if (!available) console.warn(`off-tags: skipped, the real Open Food Facts files are not at ${REALDATA}/off`);

/** Every product of the real files by code (the first of a code that appears twice). */
function realProducts(): Map<string, OffProduct> {
  const all = new Map<string, OffProduct>();
  for (const file of readdirSync(API_DIR).sort()) {
    const body = JSON.parse(readFileSync(path.join(API_DIR, file), "utf8")) as {
      product?: OffProduct;
      products?: OffProduct[];
    } & OffProduct;
    for (const p of body.products ?? [body.product ?? body]) if (!all.has(String(p.code))) all.set(String(p.code), p);
  }
  for (const line of readFileSync(DUMP, "utf8").split("\n")) {
    if (!line) continue;
    const p = JSON.parse(line) as OffProduct;
    if (!all.has(String(p.code))) all.set(String(p.code), p);
  }
  return all;
}

const factorsOf = (p: OffProduct) => {
  const t = offTags(p);
  return foodFactorKeys(t.ingredients_tags, t.additives_tags);
};

describe.skipIf(!available)("ingredient and additive tags of the real files", () => {
  const real = available ? realProducts() : new Map<string, OffProduct>();

  it("keeps the tags as the answer gives them", () => {
    // Fanta Orange Zero (2017 answer): German ingredient tags without a language prefix, E numbers as en: tags
    const fanta = productFromOff("5449000138170", real.get("5449000138170")!)!;
    expect(fanta.additives_tags).toEqual(["en:e290", "en:e950", "en:e951"]);
    expect(fanta.ingredients_tags).toHaveLength(13);
    expect(fanta.ingredients_tags).toContain("aspartam");
    // Reblochon: taxonomy tags, one additive
    expect(offTags(real.get("3596710347643")!)).toEqual({
      ingredients_tags: [
        "fr:lait-cru-de-vache",
        "en:salt",
        "en:lactic-ferments",
        "en:ferment",
        "en:microbial-culture",
        "en:rennet",
        "en:coagulating-enzyme",
        "fr:colorant-de-la-croute",
        "en:colour",
        "en:e160b",
      ],
      additives_tags: ["en:e160b"],
    });
    // Grand Arôme cocoa: ingredients, and an empty additive list that means "none"
    expect(offTags(real.get("7622210288257")!)).toEqual({
      ingredients_tags: ["en:sugar", "en:fat-reduced-cocoa", "en:cocoa", "en:flavouring", "en:cocoa-butter"],
      additives_tags: [],
    });
  });

  it("stores null when the data has none", () => {
    // no tag fields at all (schema 1003 spread of the 2026 export; a salad of 2020)
    expect(offTags(real.get("0000101209159")!)).toEqual({ ingredients_tags: null, additives_tags: null });
    expect(offTags(real.get("3596710480968")!)).toEqual({ ingredients_tags: null, additives_tags: null });
    // empty lists: no ingredient list was read, so the empty additive list is no data either
    expect(real.get("3596710320813")!.ingredients_tags).toEqual([]);
    expect(offTags(real.get("3596710320813")!)).toEqual({ ingredients_tags: null, additives_tags: null });
    // additives listed, ingredients missing
    expect(offTags(real.get("3350033638907")!)).toEqual({ ingredients_tags: null, additives_tags: null });
  });

  it("finds the food factors the products' tags show", () => {
    const cases: [string, string, string[]][] = [
      ["5449000138170", "Fanta Orange Zero: E951 among its additives", ["aspartame"]],
      ["54492394", "Fanta Laranja: E951", ["aspartame"]],
      ["5449000214829", "Citron: sweetened with steviol glycosides (E960), not aspartame", []],
      ["5449000011527", "Fanta Orange: acesulfame and sucralose (E950, E955)", []],
      ["0000281621505", "Whisky chocolates: en:alcohol, en:chocolate via cocoa paste", ["alcohol", "chocolate"]],
      ["0000539003206", "Lindt liquor chocolate: en:williams-pear-brandy, cocoa", ["alcohol", "chocolate"]],
      ["0000417012009", "Milk chocolate with rum raisins: en:jamaican-rum, cocoa", ["alcohol", "chocolate"]],
      ["0000105000219", "Green Tea: en:green-tea, en:tea", ["caffeine"]],
      ["0000208066259", "Black Tea: en:tea", ["caffeine"]],
      ["0000105000011", "Chamomile infusion: en:herb, no tea", []],
      ["0000105000042", "Peppermint infusion", []],
      ["7622210288257", "Grand Arôme: fat-reduced cocoa", ["chocolate"]],
      ["3596710429844", "Sauce Chili: en:chocolate among its spices", ["chocolate"]],
      ["3596710347643", "Reblochon: a soft cheese, not an aged one", []],
      ["0000309444901", "Salad peppers: E222 is a sulphite, not a nitrite", []],
      ["0000236598784", "Rye bread: nothing listed", []],
    ];
    for (const [code, why, keys] of cases) {
      expect({ code, why, keys: factorsOf(real.get(code)!) }).toEqual({ code, why, keys });
    }
    // every aspartame product of the files, by hand: the six whose additives hold en:e951
    const aspartame = [...real].filter(([, p]) => factorsOf(p).includes("aspartame")).map(([c]) => c);
    expect(aspartame.sort()).toEqual(
      ["5449000138170", "5449000138026", "54492394", "54491397", "54492493", "5449000120960"].sort(),
    );
  });

  it("imports the export's tags with the products", async () => {
    const db = await getDb();
    await db.delete(products);
    await importProducts(db, DUMP);
    const rows = await db
      .select({ barcode: products.barcode, ing: products.ingredients_tags, add: products.additives_tags })
      .from(products)
      .where(inArray(products.barcode, ["0000281621505", "0000101209159", "0000208066259"]));
    const by = new Map(rows.map((r) => [r.barcode, r]));
    expect(by.get("0000281621505")).toEqual({
      barcode: "0000281621505",
      ing: [
        "en:glucose-fructose-syrup",
        "en:added-sugar",
        "en:monosaccharide",
        "en:fructose",
        "en:glucose",
        "en:sugar",
        "en:disaccharide",
        "en:cocoa-paste",
        "en:plant",
        "en:cocoa",
        "en:cocoa-butter",
        "en:teacher-s-blended-scotch-whisky",
        "en:alcohol",
        "en:lactose",
        "en:whole-milk-powder",
        "en:dairy",
        "en:milk-powder",
        "en:emulsifier",
        "en:e322",
      ],
      add: ["en:e322"],
    });
    expect(by.get("0000208066259")).toEqual({
      barcode: "0000208066259",
      ing: ["en:tea", "en:plant", "en:passion"],
      add: [],
    });
    expect(by.get("0000101209159")).toEqual({ barcode: "0000101209159", ing: null, add: null });
  });
});

describe("the CSV export's tag cells", () => {
  it("splits a cell's comma-separated tags; a blank cell is no data", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "vitalog-tags-"));
    const file = path.join(dir, "tags.csv");
    writeFileSync(
      file,
      [
        "code\tproduct_name\tenergy-kcal_100g\tingredients_tags\tadditives_tags",
        "5449000138170\tFanta Orange Zero\t3\ten:water,en:aspartame,en:acesulfame-k\ten:e290,en:e950,en:e951",
        "3017620422003\tNutella\t539\t\t",
        "",
      ].join("\n"),
    );
    const db = await getDb();
    await db.delete(products);
    const summary = await importProducts(db, file);
    expect(summary.imported).toBe(2);
    const rows = await db
      .select({ barcode: products.barcode, ing: products.ingredients_tags, add: products.additives_tags })
      .from(products)
      .orderBy(products.barcode);
    expect(rows).toEqual([
      { barcode: "3017620422003", ing: null, add: null },
      {
        barcode: "5449000138170",
        ing: ["en:water", "en:aspartame", "en:acesulfame-k"],
        add: ["en:e290", "en:e950", "en:e951"],
      },
    ]);
  });
});

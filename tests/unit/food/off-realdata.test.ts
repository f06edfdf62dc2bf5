/**
 * Every product of the real Open Food Facts files (API answers of 2017–2020 and lines of the
 * 2026 JSONL export) read as the expectations written from the files say: values, bases,
 * unknown macros left null, and implausible labels flagged or skipped.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { products } from "@/db/schema";
import { importProducts } from "@/lib/food/import-products";
import { productFromOff, type OffProduct } from "@/lib/food/off";
import {
  OFF_API_EXPECTED,
  OFF_API_NUTRIENTS,
  OFF_DUMP_EXPECTED,
  OFF_DUMP_NUTRIENTS,
  type OffExpectation,
} from "../../fixtures/off-expected";

/** The shared real-data folder beside the repository; REALDATA_DIR points elsewhere (a worktree, CI). */
const REALDATA = process.env.REALDATA_DIR ?? path.resolve(import.meta.dirname, "../../../../shared/realdata");
const OFF_DIR = path.join(REALDATA, "off");
const API_DIR = path.join(OFF_DIR, "api");
const DUMP = path.join(OFF_DIR, "dump/openfoodfacts-products.sample100.jsonl");
const available = existsSync(API_DIR) && existsSync(DUMP);
if (!available) console.warn(`off-realdata: skipped, the real Open Food Facts files are not at ${OFF_DIR}`);

type Answer = { product?: OffProduct; products?: OffProduct[]; code?: string };

/** Each product of the API answers, in file order: a single answer, a search page, or a bare product. */
function apiProducts(): { file: string; code: string; product: OffProduct }[] {
  return readdirSync(API_DIR)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .flatMap((file) => {
      const body = JSON.parse(readFileSync(path.join(API_DIR, file), "utf8")) as Answer & OffProduct;
      const list = body.products ?? [body.product ?? body];
      return list.map((product) => ({ file, code: String(product.code), product }));
    });
}

type Readable = Extract<OffExpectation, { basis: unknown }>;
/** Read and stored (or flagged), rather than refused for want of a name or an energy value. */
const readable = (e: OffExpectation): e is Readable => e.outcome === "read" || e.outcome === "implausible";

/** Fibre, sugars, saturated fat and sodium of a read product or a row. */
const nutrients = (r: {
  fiber: number | null;
  sugar: number | null;
  saturated_fat: number | null;
  sodium_mg: number | null;
}) => ({
  fiber: r.fiber,
  sugar: r.sugar,
  saturated_fat: r.saturated_fat,
  sodium_mg: r.sodium_mg,
});

const counts = (list: OffExpectation[]) =>
  list.reduce<Record<string, number>>((acc, e) => ({ ...acc, [e.outcome]: (acc[e.outcome] ?? 0) + 1 }), {});

/** The four figures of an expectation or a row, for one comparison. */
const figures = (r: { calories: number; protein: number | null; carbs: number | null; fat: number | null }) => ({
  calories: r.calories,
  protein: r.protein,
  carbs: r.carbs,
  fat: r.fat,
});

describe.skipIf(!available)("Open Food Facts real files", () => {
  it("reads every API product as the files state it", () => {
    const found = apiProducts();
    expect(found.map((p) => `${p.file} ${p.code}`)).toEqual(OFF_API_EXPECTED.map((e) => `${e.file} ${e.code}`));
    expect(new Set(found.map((p) => p.code)).size).toBe(94);
    expect(counts(OFF_API_EXPECTED)).toEqual({ read: 101, no_energy: 14, no_name: 2 });

    found.forEach(({ product, code }, i) => {
      const want = OFF_API_EXPECTED[i]!;
      const got = productFromOff(code, product);
      if (!readable(want)) {
        expect(got, `${code} has no usable ${want.outcome === "no_name" ? "name" : "energy"}`).toBeNull();
        return;
      }
      expect(got, code).not.toBeNull();
      expect({ code, basis: got!.basis, implausible: got!.implausible }).toEqual({
        code,
        basis: want.basis,
        implausible: want.outcome === "implausible",
      });
      expect(figures(got!), code).toEqual(figures(want));
      expect(got!.serving_size, code).toBe(
        want.basis === "100ml" ? "100 ml" : want.basis === "100g" ? "100 g" : got!.serving_size,
      );
    });
  });

  it("reads fibre, sugars, saturated fat and sodium (mg) as the API answers state them", () => {
    const found = new Map(apiProducts().map((p) => [p.code, p.product]));
    expect(Object.keys(OFF_API_NUTRIENTS).length).toBeGreaterThanOrEqual(10);
    for (const [code, want] of Object.entries(OFF_API_NUTRIENTS)) {
      const got = productFromOff(code, found.get(code)!);
      expect({ code, ...nutrients(got!) }).toEqual({ code, ...want });
    }
  });

  it("reads an empty serving figure as unknown, not 0 (Fanta orange, 113 kJ per 100 ml)", () => {
    const fanta = apiProducts().find((p) => p.code === "5449000214805")!;
    expect(fanta.product.nutriments?.energy_serving).toBe("");
    expect(productFromOff(fanta.code, fanta.product)).toMatchObject({
      basis: "100ml",
      serving_size: "100 ml",
      calories: 27,
      carbs: 6.5,
      protein: 0,
      fat: null,
    });
  });

  it("imports the export's lines on both nutrition schemas, skipping and counting the unusable ones", async () => {
    expect(counts(OFF_DUMP_EXPECTED)).toEqual({ read: 76, implausible: 20, no_energy: 4 });
    const db = await getDb();
    await db.delete(products);
    const summary = await importProducts(db, DUMP);
    expect(summary).toMatchObject({
      rows: 100,
      imported: 76,
      skipped_no_name_or_energy: 4,
      skipped_implausible: 20,
      skipped_bad_barcode: 0,
      skipped_unreadable: 0,
    });

    const rows = new Map((await db.select().from(products)).map((r) => [r.barcode, r]));
    expect(rows.size).toBe(76);
    for (const want of OFF_DUMP_EXPECTED) {
      const row = rows.get(want.code);
      if (want.outcome !== "read") {
        expect(row, `${want.code} is skipped (${want.outcome})`).toBeUndefined();
        continue;
      }
      expect(row, want.code).toBeDefined();
      expect({ code: want.code, basis: row!.basis, ...figures(row!) }).toEqual({
        code: want.code,
        basis: want.basis,
        ...figures(want),
      });
    }
    for (const [code, want] of Object.entries(OFF_DUMP_NUTRIENTS)) {
      const row = rows.get(code);
      expect({ code, ...nutrients(row!) }).toEqual({ code, ...want });
    }
    // no macro the file leaves out is stored as 0
    const unknown = OFF_DUMP_EXPECTED.filter((e) => e.outcome === "read" && [e.protein, e.carbs, e.fat].includes(null));
    expect(unknown.length).toBeGreaterThan(0);
    for (const e of unknown) {
      const row = rows.get(e.code)!;
      for (const k of ["protein", "carbs", "fat"] as const) {
        if (e.outcome === "read" && e[k] === null) expect(row[k], `${e.code} ${k}`).toBeNull();
      }
    }
  });

  it("reads schema 1003's aggregated set (617 kcal, 8 g protein per 100 g)", async () => {
    const line = readFileSync(DUMP, "utf8")
      .split("\n")
      .find((l) => l.includes('"0000101209159"'))!;
    const p = JSON.parse(line) as OffProduct & { schema_version: number };
    expect(p.schema_version).toBe(1003);
    expect(p.nutriments).toEqual({});
    expect(productFromOff("0000101209159", p)).toMatchObject({
      basis: "100g",
      calories: 617,
      protein: 8,
      carbs: 36,
      fat: 48,
      implausible: false,
    });
  });

  it("flags the chamomile tea at 280 kcal per 1 g serving as implausible", () => {
    const line = readFileSync(DUMP, "utf8")
      .split("\n")
      .find((l) => l.includes('"0000105000011"'))!;
    const tea = productFromOff("0000105000011", JSON.parse(line) as OffProduct);
    expect(tea).toMatchObject({ basis: "serving", calories: 280, implausible: true });
    expect(tea!.implausible_detail).toBe("28000 kcal per 100 g");
  });
});

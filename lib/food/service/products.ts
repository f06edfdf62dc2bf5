/** Packaged foods by barcode: the local table first, then Open Food Facts, cached here. */
import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { products } from "@/db/schema";
import { normalizeBarcode } from "../barcode-check";
import { fetchOffProduct } from "../off";
import type { ProductRow } from "../product-row";

export type { ProductRow };

/** A barcode lookup's product, plus what lets a quantity scale it. */
export type ProductResult = Omit<ProductRow, "source">;

const columns = {
  barcode: products.barcode,
  food_name: products.food_name,
  brand: products.brand,
  serving_size: products.serving_size,
  basis: products.basis,
  serving_quantity_g: products.serving_quantity_g,
  calories: products.calories,
  protein: products.protein,
  carbs: products.carbs,
  fat: products.fat,
};

export async function findLocalProduct(db: Db, barcode: string): Promise<ProductResult | null> {
  const [row] = await db.select(columns).from(products).where(eq(products.barcode, barcode)).limit(1);
  return row ? { ...row, basis: row.basis === "serving" ? "serving" : "100g" } : null;
}

/**
 * Inserts or refreshes products by barcode in one statement, whatever their number: eleven
 * array parameters unnested by Postgres, so a batch of thousands is not thousands of values.
 */
export async function upsertProducts(db: Db, rows: ProductRow[]): Promise<void> {
  if (rows.length === 0) return;
  const col = <K extends keyof ProductRow>(k: K) => sql.param(rows.map((r) => r[k]));
  await db.execute(sql`
    insert into products
      (barcode, food_name, brand, serving_size, basis, serving_quantity_g, calories, protein, carbs, fat, source)
    select * from unnest(${col("barcode")}::text[], ${col("food_name")}::text[], ${col("brand")}::text[],
      ${col("serving_size")}::text[], ${col("basis")}::text[], ${col("serving_quantity_g")}::float8[],
      ${col("calories")}::float8[], ${col("protein")}::float8[], ${col("carbs")}::float8[], ${col("fat")}::float8[],
      ${col("source")}::text[])
    on conflict (barcode) do update set
      food_name = excluded.food_name, brand = excluded.brand, serving_size = excluded.serving_size,
      basis = excluded.basis, serving_quantity_g = excluded.serving_quantity_g, calories = excluded.calories,
      protein = excluded.protein, carbs = excluded.carbs, fat = excluded.fat, source = excluded.source,
      updated_at = now()`);
}

/** A valid barcode's product: local table, else Open Food Facts (then cached), else null. */
export async function lookupBarcode(db: Db, rawBarcode: string): Promise<ProductResult | null> {
  const barcode = normalizeBarcode(rawBarcode);
  const local = await findLocalProduct(db, barcode);
  if (local) return local;
  const found = await fetchOffProduct(barcode);
  if (!found) return null;
  await upsertProducts(db, [found]);
  const { source: _source, ...result } = found;
  return result;
}

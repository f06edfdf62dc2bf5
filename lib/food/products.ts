/** Packaged foods by barcode: the local table first, then Open Food Facts, cached here. */
import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { products } from "@/db/schema";
import { normalizeBarcode } from "./barcode-check";
import { fetchOffProduct } from "./off";
import type { ProductRow } from "./product-row";

export type { ProductRow };

/** The spec's "Barcode product result", plus what lets a quantity scale it. */
export type ProductResult = Omit<ProductRow, "source">;

export const NOT_FOUND_MESSAGE = "Product not found. Please try a different barcode.";

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

/** Inserts or refreshes products by barcode, in one statement. */
export async function upsertProducts(db: Db, rows: ProductRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(products)
    .values(rows)
    .onConflictDoUpdate({
      target: products.barcode,
      set: {
        food_name: sql`excluded.food_name`,
        brand: sql`excluded.brand`,
        serving_size: sql`excluded.serving_size`,
        basis: sql`excluded.basis`,
        serving_quantity_g: sql`excluded.serving_quantity_g`,
        calories: sql`excluded.calories`,
        protein: sql`excluded.protein`,
        carbs: sql`excluded.carbs`,
        fat: sql`excluded.fat`,
        source: sql`excluded.source`,
        updated_at: sql`now()`,
      },
    });
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

/** Packaged foods by barcode: the user's own entries first, then the local table, then Open Food Facts (cached here). */
import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { foodEntries, products } from "@/db/schema";
import { searchText } from "@/db/search-text.mjs";
import { ApiError } from "@/lib/errors/api-error";
import { findCustomFoodByBarcode } from "@/lib/food/custom-foods/service";
import { normalizeBarcode } from "../barcode-check";
import { CORE_FIGURE_KEYS, figuresBy, pickFigures } from "../figures";
import { round1 } from "../format";
import { EXTRA_NUTRIENTS } from "../nutrients";
import { fetchOffProduct, OffUnavailableError, type OffTags } from "../off";
import { PRODUCT_DB_UNREACHABLE } from "../schema";
import type { Basis, ProductRow } from "../product-row";

export type { ProductRow };

/**
 * A barcode lookup's product, plus what lets a quantity scale it. `implausible` marks figures
 * beyond what food can hold (`implausible_detail` says which), so the screen warns before use.
 */
export type ProductResult = Omit<ProductRow, "source"> & { implausible: boolean; implausible_detail: string | null };

const BASES: readonly Basis[] = ["serving", "100g", "100ml"];
const asBasis = (b: string): Basis => BASES.find((x) => x === b) ?? "100g";

const columns = {
  barcode: products.barcode,
  food_name: products.food_name,
  brand: products.brand,
  serving_size: products.serving_size,
  basis: products.basis,
  serving_quantity_g: products.serving_quantity_g,
  ...pickFigures(products),
};

export async function findLocalProduct(db: Db, barcode: string): Promise<ProductResult | null> {
  const [row] = await db.select(columns).from(products).where(eq(products.barcode, barcode)).limit(1);
  // the row was found by this barcode, so it has one
  return row ? { ...row, barcode, basis: asBasis(row.basis), implausible: false, implausible_detail: null } : null;
}

/**
 * Inserts or refreshes products by barcode in one statement, whatever their number: one array
 * parameter a column, unnested by Postgres, so a batch of thousands is not thousands of values.
 * Each gets its search words (name and brand) for the food search.
 */
export async function upsertProducts(db: Db, rows: (ProductRow & Partial<OffTags>)[]): Promise<void> {
  if (rows.length === 0) return;
  const col = <K extends keyof ProductRow>(k: K) => sql.param(rows.map((r) => r[k]));
  const words = sql.param(rows.map((r) => searchText(r.food_name, r.brand)));
  // each tag list as its JSON text, cast to jsonb by Postgres; null when the data has none
  const tags = (k: keyof OffTags) => sql.param(rows.map((r) => (r[k] ? JSON.stringify(r[k]) : null)));
  await db.execute(sql`
    insert into products
      (barcode, food_name, brand, serving_size, basis, serving_quantity_g, calories, protein, carbs, fat,
       fiber, sugar, saturated_fat, sodium_mg, source, search_text, ingredients_tags, additives_tags)
    select * from unnest(${col("barcode")}::text[], ${col("food_name")}::text[], ${col("brand")}::text[],
      ${col("serving_size")}::text[], ${col("basis")}::text[], ${col("serving_quantity_g")}::float8[],
      ${col("calories")}::float8[], ${col("protein")}::float8[], ${col("carbs")}::float8[], ${col("fat")}::float8[],
      ${col("fiber")}::float8[], ${col("sugar")}::float8[], ${col("saturated_fat")}::float8[],
      ${col("sodium_mg")}::float8[], ${col("source")}::text[], ${words}::text[],
      ${tags("ingredients_tags")}::jsonb[], ${tags("additives_tags")}::jsonb[])
    on conflict (barcode) do update set
      food_name = excluded.food_name, brand = excluded.brand, serving_size = excluded.serving_size,
      basis = excluded.basis, serving_quantity_g = excluded.serving_quantity_g, calories = excluded.calories,
      protein = excluded.protein, carbs = excluded.carbs, fat = excluded.fat, fiber = excluded.fiber,
      sugar = excluded.sugar, saturated_fat = excluded.saturated_fat, sodium_mg = excluded.sodium_mg,
      source = excluded.source, search_text = excluded.search_text,
      ingredients_tags = excluded.ingredients_tags, additives_tags = excluded.additives_tags, updated_at = now()`);
}

/** Where a lookup found its product: the user's own foods or diary, or a product table (imported or from Open Food Facts). */
export type LookupSource = "custom" | "diary" | "products";

/**
 * The user's latest entry logged with this barcode, as a product of one of its units: what they
 * logged for it before is what they expect a scan to give, even for a code no database knows.
 */
export async function findDiaryProduct(db: Db, userId: string, barcode: string): Promise<ProductResult | null> {
  const [e] = await db
    .select({
      food_name: foodEntries.food_name,
      serving_size: foodEntries.serving_size,
      unit: foodEntries.unit,
      quantity: foodEntries.quantity,
      ...pickFigures(foodEntries),
    })
    .from(foodEntries)
    .where(and(eq(foodEntries.user_id, userId), eq(foodEntries.barcode, barcode)))
    .orderBy(desc(foodEntries.created_at))
    .limit(1);
  if (!e) return null;
  const per = (n: number) => round1(n / (e.quantity > 0 ? e.quantity : 1));
  const perKnown = (n: number | null) => (n === null ? null : per(n));
  return {
    barcode,
    food_name: e.food_name,
    brand: null,
    serving_size: e.serving_size ?? (e.unit === "serving" ? null : e.unit),
    basis: "serving",
    serving_quantity_g: null,
    ...figuresBy(CORE_FIGURE_KEYS, (key) => per(e[key])),
    ...figuresBy(EXTRA_NUTRIENTS, (key) => perKnown(e[key])),
    implausible: false,
    implausible_detail: null,
  };
}

/**
 * A valid barcode's product: the user's own food with it, else their latest entry of it, else the local table, else
 * Open Food Facts (then cached, unless its figures are implausible: the table, like the import,
 * keeps only products whose label reads right); null when none knows it. When the code is unknown here and
 * Open Food Facts cannot be reached, a 503 says so rather than claiming the product does not exist.
 */
export async function lookupBarcode(
  db: Db,
  { userId, barcode: rawBarcode }: { userId: string; barcode: string },
): Promise<{ product: ProductResult; source: LookupSource } | null> {
  const barcode = normalizeBarcode(rawBarcode);
  const mine = await findCustomFoodByBarcode(db, { userId, barcode });
  if (mine) return { product: mine, source: "custom" };
  const [own, local] = await Promise.all([findDiaryProduct(db, userId, barcode), findLocalProduct(db, barcode)]);
  if (own) return { product: own, source: "diary" };
  if (local) return { product: local, source: "products" };
  let found: Awaited<ReturnType<typeof fetchOffProduct>>;
  try {
    found = await fetchOffProduct(barcode);
  } catch (err) {
    if (err instanceof OffUnavailableError) throw new ApiError(503, PRODUCT_DB_UNREACHABLE);
    throw err;
  }
  if (!found) return null;
  if (!found.implausible) await upsertProducts(db, [found]);
  // the tags are kept for the factor analysis; the lookup's answer is the product's figures
  const { source: _source, ingredients_tags: _ingredients, additives_tags: _additives, ...product } = found;
  return { product, source: "products" };
}

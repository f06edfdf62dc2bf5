/**
 * A recipe's ingredients as stored: each refers to where it came from (one of the user's foods,
 * a product, or nothing for a typed one) and holds a copy of one serving's figures, so a recipe
 * keeps its nutrition when a product changes or a food is deleted.
 */
import "server-only";
import { inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { products, type RecipeIngredient } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { findCustomFoods } from "@/lib/food/custom-foods/service";
import { barcodeProblem, normalizeBarcode } from "@/lib/food/barcode-check";
import { figuresBy, NUTRIENT_KEYS, pickFigures } from "@/lib/food/figures";
import { nameWithBrand } from "@/lib/food/format";
import type { IngredientInput } from "./schema";

/** The serving a product's figures are for: its label's serving, or 100 g / 100 ml. */
function basisServing(basis: string, servingSize: string | null): string {
  if (basis === "serving") return servingSize ?? "1 serving";
  return basis === "100ml" ? "100 ml" : "100 g";
}

/** A barcode in the form products are keyed by (UPC-A as EAN-13); any other id as sent. */
const productKey = (id: string) => (/^\d+$/.test(id) && barcodeProblem(id) === null ? normalizeBarcode(id) : id);

async function findProducts(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, never>();
  const rows = await db
    .select({
      product_id: products.product_id,
      food_name: products.food_name,
      brand: products.brand,
      serving_size: products.serving_size,
      basis: products.basis,
      ...pickFigures(products),
    })
    .from(products)
    .where(inArray(products.product_id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.product_id, r]));
}

/**
 * The ingredients as stored, figures read from the user's foods and the products table; a
 * food_id that is not one of the user's foods, or an unknown product_id, is a 404 naming the
 * ingredient (nothing is stored).
 */
export async function resolveIngredients(
  db: Db,
  { userId, ingredients }: { userId: string; ingredients: IngredientInput[] },
): Promise<RecipeIngredient[]> {
  const foodIds = ingredients.flatMap((i) => (i.food_id ? [i.food_id] : []));
  const productIds = ingredients.flatMap((i) => (!i.food_id && i.product_id ? [productKey(i.product_id)] : []));
  const [foods, found] = await Promise.all([findCustomFoods(db, { userId, foodIds }), findProducts(db, productIds)]);
  return ingredients.map((i, index) => {
    const which = `Ingredient ${index + 1}`;
    if (i.food_id) {
      const f = foods.get(i.food_id);
      if (!f) throw ApiError.notFound(`${which}: custom food not found.`);
      return {
        food_id: f.food_id,
        product_id: null,
        food_name: f.food_name,
        serving_size: f.serving_size,
        ...pickFigures(f),
        amount: i.amount,
      };
    }
    if (i.product_id) {
      const p = found.get(productKey(i.product_id));
      if (!p) throw ApiError.notFound(`${which}: product not found.`);
      return {
        food_id: null,
        product_id: p.product_id,
        food_name: nameWithBrand(p.food_name, p.brand),
        serving_size: basisServing(p.basis, p.serving_size),
        ...pickFigures(p),
        amount: i.amount,
      };
    }
    // the schema refuses a typed ingredient without its name and calories
    return {
      food_id: null,
      product_id: null,
      food_name: i.food_name!,
      serving_size: i.serving_size ?? null,
      calories: i.calories!,
      ...figuresBy(NUTRIENT_KEYS, (key) => i[key] ?? null),
      amount: i.amount,
    };
  });
}

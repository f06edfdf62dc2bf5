/** A user's own foods, with their nutrition per serving; every query scoped by the user's id. */
import "server-only";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { output } from "zod/v4/core";
import type { Db } from "@/db/client";
import { customFoods, recipes } from "@/db/schema";
import { figuresBy, NUTRIENT_KEYS, pickFigures } from "@/lib/food/figures";
import type { ProductRow } from "@/lib/food/product-row";
import { isUuid } from "@/lib/validation/common";
import type { customFoodViewSchema } from "./responses";
import type { CustomFoodInput, CustomFoodUpdate } from "./schema";

/** One of the user's foods as its calls answer it; a nutrient it does not state is null, never an invented 0. */
export type CustomFoodView = output<typeof customFoodViewSchema>;

export const customFoodColumns = {
  food_id: customFoods.food_id,
  food_name: customFoods.food_name,
  brand: customFoods.brand,
  serving_size: customFoods.serving_size,
  ...pickFigures(customFoods),
  barcode: customFoods.barcode,
};

const ofUser = (userId: string, foodId: string) =>
  and(eq(customFoods.user_id, userId), eq(customFoods.food_id, foodId));

/** The user's foods by name, as people scan a list. */
export function listCustomFoods(db: Db, { userId }: { userId: string }): Promise<CustomFoodView[]> {
  return db
    .select(customFoodColumns)
    .from(customFoods)
    .where(eq(customFoods.user_id, userId))
    .orderBy(asc(sql`lower(${customFoods.food_name})`), asc(customFoods.created_at));
}

/** The user's foods among `foodIds`; ids that are not theirs (or no id at all) are absent. */
export async function findCustomFoods(
  db: Db,
  { userId, foodIds }: { userId: string; foodIds: string[] },
): Promise<Map<string, CustomFoodView>> {
  const ids = [...new Set(foodIds.filter(isUuid))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(customFoodColumns)
    .from(customFoods)
    .where(and(eq(customFoods.user_id, userId), inArray(customFoods.food_id, ids)));
  return new Map(rows.map((r) => [r.food_id, r]));
}

/** What a create stores: an unknown nutrient is null. */
function storedFields(input: CustomFoodInput) {
  return {
    ...input,
    ...figuresBy(NUTRIENT_KEYS, (key) => input[key] ?? null),
    barcode: input.barcode ?? null,
  };
}

export async function createCustomFood(
  db: Db,
  { userId, input }: { userId: string; input: CustomFoodInput },
): Promise<CustomFoodView> {
  const [created] = await db
    .insert(customFoods)
    .values({ ...storedFields(input), user_id: userId })
    .returning(customFoodColumns);
  return created!;
}

/** Updates the fields given; null when the id names none of the user's foods. */
export async function updateCustomFood(
  db: Db,
  { userId, foodId, input }: { userId: string; foodId: string; input: CustomFoodUpdate },
): Promise<CustomFoodView | null> {
  const [updated] = await db
    .update(customFoods)
    .set({ ...input, updated_at: new Date() })
    .where(ofUser(userId, foodId))
    .returning(customFoodColumns);
  return updated ?? null;
}

/**
 * Deletes one of the user's foods; false when the id names none of theirs. The recipes that
 * use it keep its figures (each ingredient holds a copy): their ingredient becomes a typed one,
 * so saving such a recipe again does not refer to a food that is gone.
 */
export async function deleteCustomFood(
  db: Db,
  { userId, foodId }: { userId: string; foodId: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(customFoods)
      .where(ofUser(userId, foodId))
      .returning({ food_id: customFoods.food_id });
    if (deleted.length === 0) return false;
    await tx
      .update(recipes)
      .set({
        ingredients: sql`(
          select jsonb_agg(case when i->>'food_id' = ${foodId} then jsonb_set(i, '{food_id}', 'null') else i end
                           order by n)
          from jsonb_array_elements(${recipes.ingredients}) with ordinality as t(i, n))`,
      })
      .where(
        and(
          eq(recipes.user_id, userId),
          sql`${recipes.ingredients} @> ${JSON.stringify([{ food_id: foodId }])}::jsonb`,
        ),
      );
    return true;
  });
}

/** A custom food as a barcode lookup answers a product: its figures are per serving. */
export type CustomFoodProduct = Omit<ProductRow, "source"> & {
  fiber: number | null;
  sugar: number | null;
  saturated_fat: number | null;
  sodium_mg: number | null;
  implausible: false;
  implausible_detail: null;
};

/**
 * The user's own food with this barcode (already in the form lookups use), the latest edited
 * when several have it: what the user recorded for a code is what they expect a scan to give.
 */
export async function findCustomFoodByBarcode(
  db: Db,
  { userId, barcode }: { userId: string; barcode: string },
): Promise<CustomFoodProduct | null> {
  const [f] = await db
    .select(customFoodColumns)
    .from(customFoods)
    .where(and(eq(customFoods.user_id, userId), eq(customFoods.barcode, barcode)))
    .orderBy(desc(customFoods.updated_at))
    .limit(1);
  if (!f) return null;
  return {
    barcode,
    food_name: f.food_name,
    brand: f.brand,
    serving_size: f.serving_size,
    basis: "serving",
    serving_quantity_g: null,
    ...pickFigures(f),
    implausible: false,
    implausible_detail: null,
  };
}

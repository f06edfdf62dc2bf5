/**
 * Food search for the Log Food form: the user's own foods (latest entry of each name) and
 * packaged products, matched by pg_trgm word similarity (typo-tolerant, served by the GIN
 * trigram index on products.food_name). Figures are for ONE serving/unit, so the form can
 * multiply them by the quantity.
 */
import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { round1 } from "../format";

export type FoodSuggestion = {
  source: "history" | "product";
  food_name: string;
  brand: string | null;
  serving_size: string | null;
  unit: string;
  calories: number;
  /** null when a product does not state it (unknown, not 0) */
  protein: number | null;
  carbs: number | null;
  fat: number | null;
  barcode: string | null;
};

const HISTORY_LIMIT = 5;
const PRODUCT_LIMIT = 8;
const CANDIDATES = 200;

function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (Array.isArray(result) ? result : ((result as { rows?: Row[] }).rows ?? []));

const grams = (v: unknown) => (v === null || v === undefined ? null : round1(Number(v)));

/** A suggestion from a row of either query: a history row has no brand or barcode, a product no unit. */
function suggestion(source: FoodSuggestion["source"], r: Row): FoodSuggestion {
  return {
    source,
    food_name: String(r.food_name),
    brand: (r.brand as string | null | undefined) ?? null,
    serving_size: (r.serving_size as string | null) ?? null,
    unit: String(r.unit ?? "serving"),
    calories: Math.round(Number(r.calories ?? 0)),
    protein: grams(r.protein),
    carbs: grams(r.carbs),
    fat: grams(r.fat),
    barcode: (r.barcode as string | null | undefined) ?? null,
  };
}

export async function searchFoods(db: Db, { userId, q }: { userId: string; q: string }): Promise<FoodSuggestion[]> {
  const like = likePattern(q);
  const [history, found] = await Promise.all([
    db.execute(sql`
      select food_name, serving_size, unit, calories / quantity as calories, protein / quantity as protein,
             carbs / quantity as carbs, fat / quantity as fat
      from (
        select distinct on (lower(food_name))
               food_name, serving_size, unit, calories, quantity, protein, carbs, fat, created_at
        from food_entries
        where user_id = ${userId} and (food_name ilike ${like} or ${q} <% food_name)
        order by lower(food_name), created_at desc
      ) latest
      order by word_similarity(${q}, food_name) desc, created_at desc
      limit ${HISTORY_LIMIT}`),
    // Ranking every match of a common word would read thousands of rows: each branch takes
    // a bounded set of candidates from the trigram index, and only those are ranked.
    db.execute(sql`
      with candidates as (
        (select barcode, food_name, brand, serving_size, calories, protein, carbs, fat
         from products where food_name ilike ${like} limit ${CANDIDATES})
        union
        (select barcode, food_name, brand, serving_size, calories, protein, carbs, fat
         from products where ${q} <% food_name limit ${CANDIDATES})
      )
      select * from candidates
      order by ${q} <<-> food_name, length(food_name)
      limit ${PRODUCT_LIMIT}`),
  ]);
  return [
    ...rowsOf(history).map((r) => suggestion("history", r)),
    ...rowsOf(found).map((r) => suggestion("product", r)),
  ];
}

/**
 * Food search for the Log Food form: one statement (../search-sql.ts) gives the user's history
 * and custom foods, then their recipes and saved meals, then products, and this reads its rows
 * into suggestions. Figures are for ONE serving/unit, so the form can multiply them by the
 * quantity; a product also gives its household measures and its figures per 100 g (or 100 ml)
 * to scale any amount.
 */
import "server-only";
import type { output } from "zod/v4/core";
import type { Db } from "@/db/client";
import type { ProductServing } from "@/db/schema";
import { figuresBy, NUTRIENT_KEYS } from "../figures";
import { nameWithBrand, round1 } from "../format";
import type { figuresSchema, foodSuggestionSchema } from "../responses";
import { searchStatement } from "../search-sql";

/** Figures of one serving (or per 100 g/ml); null where unknown, never 0 for want of a value. */
export type SuggestionFigures = output<typeof figuresSchema>;

/** A suggestion as `GET /api/food-search` answers it; figures for ONE serving/unit. */
export type FoodSuggestion = output<typeof foodSuggestionSchema>;

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (Array.isArray(result) ? result : ((result as { rows?: Row[] }).rows ?? []));

const grams = (v: unknown) => (v === null || v === undefined ? null : round1(Number(v)));

/** The figures of a row, each divided by `per` (an entry's quantity), rounded as the form shows them. */
function figures(r: Row, per = 1): SuggestionFigures {
  return {
    calories: Math.round(Number(r.calories ?? 0) / per),
    ...figuresBy(NUTRIENT_KEYS, (key) =>
      r[key] === null || r[key] === undefined ? null : grams(Number(r[key]) / per),
    ),
  };
}

/** A product's figures per 100 g/ml: as stored on a 100 g basis, else scaled from its serving's weight. */
function per100(r: Row): SuggestionFigures | null {
  if (r.basis === "100g" || r.basis === "100ml") {
    const f = figures(r);
    return { ...f, calories: round1(Number(r.calories)) };
  }
  const q = Number(r.serving_quantity_g);
  if (!(q > 0)) return null;
  const f = figures(r, q / 100);
  return { ...f, calories: round1((Number(r.calories) * 100) / q) };
}

/** A product's household measures: its own (USDA), else its one labelled serving when it states the weight. */
function productServings(r: Row): ProductServing[] | null {
  const own = r.servings as ProductServing[] | null;
  if (own && own.length > 0) return own;
  const q = Number(r.serving_quantity_g);
  if (!(q > 0)) return null;
  const label = r.basis === "serving" && r.serving_size ? String(r.serving_size) : `1 serving (${round1(q)} g)`;
  return [{ label, grams: q }];
}

function suggestion(r: Row): FoodSuggestion {
  const source = r.source as FoodSuggestion["source"];
  const quantity = source === "history" && Number(r.quantity) > 0 ? Number(r.quantity) : 1;
  const product = source === "product";
  const items = Number(r.items ?? 0);
  return {
    source,
    id: (r.id as string | null) ?? null,
    food_name: String(r.food_name),
    brand: (r.brand as string | null) ?? null,
    serving_size:
      source === "meal" ? `${items} ${items === 1 ? "item" : "items"}` : ((r.serving_size as string | null) ?? null),
    unit: String(r.unit ?? "serving"),
    ...figures(r, quantity),
    barcode: (r.barcode as string | null) ?? null,
    servings: product ? productServings(r) : null,
    per_100g: product ? per100(r) : null,
  };
}

export async function searchFoods(db: Db, { userId, q }: { userId: string; q: string }): Promise<FoodSuggestion[]> {
  const statement = searchStatement({ userId, q });
  if (!statement) return [];
  const result = await db.execute(statement);
  const found = rowsOf(result).map(suggestion);
  // a custom food, recipe or meal the user logged is offered once, as itself
  const own = new Set(
    found
      .filter((s) => s.source === "custom" || s.source === "recipe" || s.source === "meal")
      .flatMap((s) => [s.food_name, nameWithBrand(s.food_name, s.brand)].map((n) => n.toLowerCase())),
  );
  return found.filter((s) => s.source !== "history" || !own.has(s.food_name.toLowerCase()));
}

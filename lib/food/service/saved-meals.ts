/**
 * Saved meals: a meal of a day (or foods given) kept under a name, logged again in one step.
 * Every query is scoped by the user's id; logging goes through createFoodEntries, so a meal
 * is logged whole or not at all, within the free plan's daily limit.
 */
import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { foodEntries, savedMeals, type SavedMealItem } from "@/db/schema";
import type { SignedInUser } from "@/lib/identity/sessions";
import { ApiError } from "@/lib/errors/api-error";
import { localDateIn } from "@/lib/time/zones";
import { assertNotFuture } from "@/lib/validation/future-date";
import type { FoodEntryView } from "../entries";
import { CORE_FIGURE_KEYS, figuresBy, MACRO_KEYS, pickFigures } from "../figures";
import { round1 } from "../format";
import {
  nothingLogged,
  savedMealItemOf,
  type SavedMealCreate,
  type SavedMealLog,
  type SavedMealUpdate,
} from "../meal-schema";
import type { FoodEntryCreate, FoodUnit, MealType } from "../schema";
import { createFoodEntries } from "./diary";

const mealColumns = {
  meal_id: savedMeals.meal_id,
  name: savedMeals.name,
  meal_type: savedMeals.meal_type,
  items: savedMeals.items,
  created_at: savedMeals.created_at,
};
type MealRow = Pick<typeof savedMeals.$inferSelect, keyof typeof mealColumns>;

/** A saved meal as its calls answer it: its row, with the sums of its items. */
export type SavedMealView = Omit<MealRow, "created_at"> & {
  totals: Record<(typeof CORE_FIGURE_KEYS)[number], number>;
  created_at: string;
};

function view(row: MealRow): SavedMealView {
  const totals = figuresBy(CORE_FIGURE_KEYS, (key) => round1(row.items.reduce((t, i) => t + (i[key] ?? 0), 0)));
  return {
    ...row,
    totals: { ...totals, calories: Math.round(totals.calories) },
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The user's saved meals by name. */
export async function listSavedMeals(db: Db, { userId }: { userId: string }): Promise<SavedMealView[]> {
  const rows = await db
    .select(mealColumns)
    .from(savedMeals)
    .where(eq(savedMeals.user_id, userId))
    .orderBy(sql`lower(${savedMeals.name})`, asc(savedMeals.created_at));
  return rows.map(view);
}

/** What an entry of the diary gives a meal item, and its time of day (a copied meal keeps it). */
const itemColumns = {
  food_name: foodEntries.food_name,
  serving_size: foodEntries.serving_size,
  ...pickFigures(foodEntries),
  quantity: foodEntries.quantity,
  unit: foodEntries.unit,
  barcode: foodEntries.barcode,
  time: foodEntries.time,
};

/** The entries of one meal of one of the user's days, in the order they were eaten. */
export function loggedMealItems(
  db: Db,
  { userId, date, mealType }: { userId: string; date: string; mealType: MealType },
): Promise<(SavedMealItem & { time: string | null })[]> {
  return db
    .select(itemColumns)
    .from(foodEntries)
    .where(and(eq(foodEntries.user_id, userId), eq(foodEntries.date, date), eq(foodEntries.meal_type, mealType)))
    .orderBy(asc(foodEntries.time), asc(foodEntries.created_at));
}

/** An item as a food entry of the meal `mealType` (at `time`, else now). */
export function entryOf(item: SavedMealItem, mealType: MealType, time?: string | null): FoodEntryCreate {
  return {
    food_name: item.food_name,
    ...pickFigures(item),
    ...figuresBy(MACRO_KEYS, (key) => item[key] ?? 0),
    meal_type: mealType,
    serving_size: item.serving_size,
    quantity: item.quantity,
    unit: item.unit as FoodUnit,
    barcode: item.barcode,
    ...(time ? { time } : {}),
  };
}

/**
 * Saves a meal: the items given, or the meal `meal_type` of the day `date` (today in the user's
 * zone unless given) as it is logged. A meal of that day with nothing logged is a 400.
 */
export async function createSavedMeal(
  db: Db,
  user: Pick<SignedInUser, "id" | "time_zone">,
  input: SavedMealCreate,
): Promise<SavedMealView> {
  let items: SavedMealItem[];
  if (input.items) items = input.items.map(savedMealItemOf);
  else {
    assertNotFuture(input.date, user.time_zone);
    const date = input.date ?? localDateIn(user.time_zone);
    const mealType = input.meal_type!;
    items = (await loggedMealItems(db, { userId: user.id, date, mealType })).map(({ time: _time, ...item }) => item);
    if (items.length === 0) throw ApiError.badRequest(nothingLogged(mealType, date));
  }
  const [row] = await db
    .insert(savedMeals)
    .values({ user_id: user.id, name: input.name, meal_type: input.meal_type ?? null, items })
    .returning(mealColumns);
  return view(row!);
}

/** Renames one of the user's saved meals (or changes its meal); null when the id names none of theirs. */
export async function updateSavedMeal(
  db: Db,
  { userId, mealId, input }: { userId: string; mealId: string; input: SavedMealUpdate },
): Promise<SavedMealView | null> {
  const [row] = await db
    .update(savedMeals)
    .set({ ...input, updated_at: new Date() })
    .where(and(eq(savedMeals.user_id, userId), eq(savedMeals.meal_id, mealId)))
    .returning(mealColumns);
  return row ? view(row) : null;
}

/** Deletes one of the user's saved meals (the entries logged from it stay); false when none of theirs. */
export async function deleteSavedMeal(
  db: Db,
  { userId, mealId }: { userId: string; mealId: string },
): Promise<boolean> {
  const deleted = await db
    .delete(savedMeals)
    .where(and(eq(savedMeals.user_id, userId), eq(savedMeals.meal_id, mealId)))
    .returning({ meal_id: savedMeals.meal_id });
  return deleted.length > 0;
}

/**
 * Logs each item of one of the user's saved meals as a food entry of `date` (default today),
 * as the meal asked for, else the one it was saved as, else breakfast. All or none; null when
 * the id names none of the user's meals.
 */
export async function logSavedMeal(
  db: Db,
  user: SignedInUser,
  { mealId, input }: { mealId: string; input: SavedMealLog },
): Promise<FoodEntryView[] | null> {
  const [meal] = await db
    .select({ meal_type: savedMeals.meal_type, items: savedMeals.items })
    .from(savedMeals)
    .where(and(eq(savedMeals.user_id, user.id), eq(savedMeals.meal_id, mealId)));
  if (!meal) return null;
  const mealType = input.meal_type ?? (meal.meal_type as MealType | null) ?? "breakfast";
  return createFoodEntries(db, user, { date: input.date, inputs: meal.items.map((i) => entryOf(i, mealType)) });
}

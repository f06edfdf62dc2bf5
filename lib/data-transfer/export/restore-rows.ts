/**
 * How an exported CSV record is read back (pure): each column by its type, and the natural
 * key that says "this record is already there", so an import never duplicates.
 */
import * as z from "zod/mini";
import { isMealType } from "@/lib/food/schema";
import { savedMealItemOf, savedMealItemsSchema } from "@/lib/food/meal-schema";
import { issueDetail } from "@/lib/validation/issues";
import { restore } from "./csv";
import { storedIngredientsSchema } from "@/lib/recipes/schema";
import { KIND_COLUMNS, LATER_COLUMNS, type ColumnType, type ExportKind } from "./format";
import { isCalendarDate } from "@/lib/time/dates";
import { futureDateMessage, latestToday } from "@/lib/validation/future-date";
import { checkCareRow } from "./migraine-care-rows";
import { RowError } from "./row-error";

export { RowError };

function convert(raw: string, type: Exclude<ColumnType, "id">, column: string): unknown {
  const text = restore(raw);
  const optional = type.endsWith("?");
  if (text === "" && optional) return null;
  switch (type.replace("?", "")) {
    case "text":
      return text;
    case "num":
    case "int": {
      const n = Number(text);
      if (text === "" || !Number.isFinite(n) || (type.startsWith("int") && !Number.isInteger(n)))
        throw new RowError(`${column} is not a number`);
      return n;
    }
    case "bool":
      if (text !== "true" && text !== "false") throw new RowError(`${column} is not true or false`);
      return text === "true";
    case "json":
      try {
        return JSON.parse(text);
      } catch {
        throw new RowError(`${column} is not valid JSON`);
      }
    case "date":
      if (!isCalendarDate(text)) throw new RowError(`${column} is not a date`);
      // the export may come from another zone: its today may be ahead of ours, never past UTC+14's
      if (text > latestToday()) throw new RowError(`${futureDateMessage(column)} (${text})`);
      return text;
    default: {
      const at = new Date(text);
      if (Number.isNaN(at.getTime())) throw new RowError(`${column} is not a date-time`);
      return at;
    }
  }
}

/**
 * A saved meal's items as the log reads them, and its meal one of the four: an edited file
 * cannot store a meal that would fail when logged.
 */
function checkSavedMeal(out: Record<string, unknown>): void {
  const items = z.safeParse(savedMealItemsSchema, out.items);
  if (!items.success) throw new RowError(`items is not a list of foods (${issueDetail(items.error)})`);
  out.items = items.data.map(savedMealItemOf);
  if (out.meal_type !== null && !isMealType(String(out.meal_type)))
    throw new RowError("meal_type is not breakfast, lunch, dinner or snack");
}

/** A CSV record as typed column values, without its own id; throws RowError naming the column. */
export function typedRow(kind: ExportKind, record: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const later = LATER_COLUMNS[kind] ?? [];
  for (const [column, type] of Object.entries(KIND_COLUMNS[kind]) as [string, ColumnType][]) {
    if (type === "id") continue;
    if (!(column in record)) {
      if (later.includes(column)) {
        out[column] = null;
        continue;
      }
      throw new RowError(`the column ${column} is missing`);
    }
    out[column] = convert(record[column]!, type, column);
  }
  // a recipe's figures are computed from its ingredients: each must read as one
  if (kind === "recipes" && !z.safeParse(storedIngredientsSchema, out.ingredients).success)
    throw new RowError("ingredients is not a list of ingredients with their figures");
  if (kind === "saved_meals") checkSavedMeal(out);
  checkCareRow(kind, out);
  return out;
}

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v ?? ""));

/**
 * The natural key of a record (medication doses key on the medication's own key; an episode's
 * acute medication on the ids of this account that the import has resolved its two ids to).
 */
export function naturalKey(
  kind: ExportKind,
  r: Record<string, unknown>,
  medicationKey?: (id: string) => string,
): string {
  const k = (...cols: string[]) => JSON.stringify(cols.map((c) => (r[c] instanceof Date ? iso(r[c]) : (r[c] ?? null))));
  switch (kind) {
    case "food_entries":
      return k("date", "time", "food_name", "calories", "meal_type");
    case "exercises":
      return k("date", "time", "exercise_name", "duration_minutes");
    case "health_metrics":
      return k("date", "time", "metric_type", "value");
    case "migraines":
      return k("date", "time", "severity", "duration_hours");
    case "journal_entries":
    case "daily_stats":
      return k("date");
    case "medications":
      return k("name", "dosage", "frequency");
    case "medication_doses":
      return JSON.stringify([medicationKey?.(String(r.medication_id)) ?? "", r.date, r.time]);
    case "workout_plans":
      return k("plan_name", "created_at");
    case "saved_meals":
      return k("name", "created_at");
    // two glasses of the same size at the same minute are two records: the time they were logged tells them apart
    case "water_entries":
      return k("date", "time", "amount_ml", "created_at");
    case "custom_foods":
      return k("food_name", "created_at");
    case "recipes":
      return k("name", "created_at");
    case "migraine_medications":
      return k("trigger_id", "medication_id");
    case "questionnaire_responses":
      return k("questionnaire", "date", "score");
    case "weather_locations":
      return k("place_name", "latitude", "longitude");
    case "weather_days":
      return k("date");
    case "suspected_triggers":
      return k("factor_key");
  }
}

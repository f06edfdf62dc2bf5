/**
 * How each exported CSV column is read back (pure): its type, and the natural key that
 * says "this record is already there", so an import never duplicates.
 */
import { restore } from "./csv";
import type { ExportKind } from "./records";

type ColumnType = "text" | "text?" | "num" | "num?" | "int" | "int?" | "bool" | "json" | "date" | "ts" | "ts?";

export const COLUMN_TYPES: Record<ExportKind, Record<string, ColumnType>> = {
  food_entries: {
    date: "date",
    time: "text?",
    food_name: "text",
    meal_type: "text",
    calories: "num",
    protein: "num",
    carbs: "num",
    fat: "num",
    serving_size: "text?",
    quantity: "num",
    unit: "text",
    created_at: "ts",
  },
  exercises: {
    date: "date",
    time: "text?",
    exercise_name: "text",
    exercise_type: "text",
    duration_minutes: "int",
    calories_burned: "num?",
    calories_estimated: "bool",
    intensity: "text?",
    notes: "text?",
    created_at: "ts",
  },
  health_metrics: {
    date: "date",
    time: "text?",
    metric_type: "text",
    value: "num",
    unit: "text?",
    notes: "text?",
    created_at: "ts",
  },
  migraines: {
    date: "date",
    time: "text?",
    severity: "int",
    duration_hours: "num?",
    triggers: "json",
    symptoms: "json",
    location: "text?",
    treatment: "text?",
    notes: "text?",
    created_at: "ts",
  },
  journal_entries: {
    date: "date",
    title: "text",
    content: "text",
    mood: "int",
    energy: "int",
    stress: "int",
    sleep: "int",
    gratitude: "text?",
    goals: "text?",
    tags: "json",
    created_at: "ts",
  },
  medications: {
    medication_id: "text",
    name: "text",
    dosage: "text",
    frequency: "text",
    time: "text?",
    notes: "text?",
    prescribed_by: "text?",
    status: "text",
    created_at: "ts",
  },
  medication_doses: { medication_id: "text", date: "date", time: "text", status: "text", taken_at: "ts?" },
  daily_stats: { date: "date", steps: "int" },
  workout_plans: { plan_name: "text", plan_content: "text", preferences: "json", source: "text", created_at: "ts" },
};

export class RowError extends Error {}

function convert(raw: string, type: ColumnType, column: string): unknown {
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
      if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) throw new RowError(`${column} is not a date`);
      return text;
    default: {
      const at = new Date(text);
      if (Number.isNaN(at.getTime())) throw new RowError(`${column} is not a date-time`);
      return at;
    }
  }
}

/** A CSV record as typed column values; throws RowError naming the column. */
export function typedRow(kind: ExportKind, record: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [column, type] of Object.entries(COLUMN_TYPES[kind])) {
    if (!(column in record)) throw new RowError(`the column ${column} is missing`);
    out[column] = convert(record[column]!, type, column);
  }
  return out;
}

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v ?? ""));

/** The natural key of a record (medication doses key on the medication's own key). */
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
  }
}

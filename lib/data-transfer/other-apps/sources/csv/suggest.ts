/**
 * A first guess at a CSV's mapping from its header names alone, for the mapping screen to start
 * from: a long file (a date, a kind and a value per row) or a wide one (a column per
 * measurement, "Weight (kg)", whose first measurement column is taken). The user corrects it.
 */
import type { CsvMapping } from "../../types";
import { metricTypeOf, nameKey } from "./metrics";
import { unitInName } from "./units";

const DATE = [
  "date",
  "day",
  "datum",
  "fecha",
  "data",
  "jour",
  "timestamp",
  "datetime",
  "date time",
  "start time",
  "start date",
  "start",
  "logged at",
  "recorded at",
  "created at",
  "when",
];
const TIME = ["time", "time of day", "hour", "zeit", "uhrzeit", "hora", "heure"];
const UNIT = ["unit", "units", "einheit", "unidad", "unite", "unidade"];
/** Names that say the rows are food or exercise, asked before the generic ones. */
const FOOD_KIND = ["food", "food name", "food item", "meal", "meal name", "dish", "product"];
const EXERCISE_KIND = ["exercise", "exercise name", "activity", "activity type", "workout", "workout type", "sport"];
const KIND = ["type", "kind", "metric", "metric type", "measurement", "measure", "name", "category", "item"];
const FOOD_VALUE = ["calories", "kcal", "energy", "energy kcal", "cal"];
const EXERCISE_VALUE = ["duration", "minutes", "duration min", "duration minutes", "time min", "mins"];
const VALUE = ["value", "amount", "reading", "result", "quantity", "qty", "wert", "valor", "valeur"];

export function suggestMapping(headers: readonly string[]): CsvMapping | null {
  const keys = headers.map((h) => nameKey(h));
  const find = (names: readonly string[], except: (string | null)[] = []) => {
    for (const name of names) {
      const i = keys.findIndex((k, at) => k === name && !except.includes(headers[at]!));
      if (i >= 0) return headers[i]!;
    }
    return null;
  };
  const date = find(DATE) ?? headers.find((h, i) => /\bdate\b/.test(keys[i]!)) ?? null;
  if (!date) return null;
  const time = find(TIME, [date]);
  const unit = find(UNIT);
  const taken = [date, time, unit];
  const foodKind = find(FOOD_KIND, taken);
  const exerciseKind = foodKind ? null : find(EXERCISE_KIND, taken);
  const kind = foodKind ?? exerciseKind ?? find(KIND, taken);
  const target: CsvMapping["target"] = foodKind ? "food_entry" : exerciseKind ? "exercise" : "health_metric";
  const values = target === "food_entry" ? FOOD_VALUE : target === "exercise" ? EXERCISE_VALUE : [];
  const value = find([...values, ...VALUE], [...taken, kind]);

  if (kind && value) {
    const fixedUnit = unit ? null : unitInName(value);
    return { target, columns: { date, time, kind, value, unit, fixed_unit: fixedUnit } };
  }

  const measured = headers.find((h) => h !== date && h !== time && metricTypeOf(h) !== null);
  if (!measured) return null;
  return {
    target: "health_metric",
    columns: {
      date,
      time,
      kind: null,
      fixed_kind: metricTypeOf(measured),
      value: measured,
      unit: null,
      fixed_unit: unitInName(measured),
    },
  };
}

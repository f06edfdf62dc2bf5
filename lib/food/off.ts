/**
 * The Open Food Facts product API v2 and export lines, read into our product shape.
 *
 * Two nutrition layouts exist: the flat `nutriments` (`energy-kcal_100g`, `proteins_serving`, ...)
 * and, from product schema 1003, `nutrition.aggregated_set` (one basis in `per`, each nutrient
 * a `{ value, unit }`). Energy is always kcal (kJ / 4.184 when only kJ is given); per-serving
 * figures when the flat layout has them, else per 100 g, or per 100 ml for drinks. Fibre, sugars
 * and saturated fat in g, sodium in mg (from sodium, else from salt). A blank or missing figure
 * is unknown (null), never 0.
 */
import "server-only";
import { env } from "@/lib/env";
import { describeError, log } from "@/lib/log";
import { APP_VERSION } from "@/lib/navigation";
import { figuresBy, MACRO_KEYS, NUTRIENT_KEYS } from "./figures";
import { round1 } from "./format";
import type { Basis, ProductRow } from "./product-row";
import { KJ_PER_KCAL } from "@/lib/units";

export const OFF_TIMEOUT_MS = 5_000;
/** Open Food Facts asks each app to name itself and a contact: "AppName/Version (email)". */
export function offUserAgent(): string {
  return `vitalog/${APP_VERSION} (${env().SUPPORT_EMAIL})`;
}
const FIELDS = [
  "code",
  "product_name",
  "product_name_en",
  "generic_name",
  "brands",
  "quantity",
  "product_quantity_unit",
  "serving_size",
  "serving_quantity",
  "nutrition_data_per",
  "nutriments",
  "nutrition",
  "ingredients_tags",
  "additives_tags",
].join(",");
/** Above these per 100 g (or 100 ml) a label was misread: pure fat is about 900 kcal, and mass cannot exceed 100 g. */
export const MAX_KCAL_PER_100 = 900;
export const MAX_MACROS_PER_100 = 100;

type Nutriments = Record<string, unknown>;
type AggregatedNutrient = { value?: unknown; unit?: unknown };
export type OffProduct = {
  code?: string;
  product_name?: string;
  product_name_en?: string;
  generic_name?: string;
  brands?: string | null;
  quantity?: string | null;
  product_quantity_unit?: string | null;
  serving_size?: string | null;
  serving_quantity?: number | string | null;
  nutrition_data_per?: string | null;
  nutriments?: Nutriments;
  nutrition?: { aggregated_set?: { per?: unknown; nutrients?: Record<string, AggregatedNutrient | undefined> } };
  ingredients_tags?: unknown;
  additives_tags?: unknown;
};

/**
 * A product read from Open Food Facts, its ingredient and additive tags (see `offTags`), and
 * whether its figures are beyond what food can hold.
 */
export type OffRead = ProductRow & OffTags & { implausible: boolean; implausible_detail: string | null };

/** Open Food Facts' taxonomy tags of a product ("en:aspartame", "en:e951"); null when the data has none. */
export type OffTags = { ingredients_tags: string[] | null; additives_tags: string[] | null };

/** The tags of a list: trimmed, lower-case, each once, at most 500 of at most 100 characters. */
function tagList(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  const tags = value
    .filter((t): t is string => typeof t === "string")
    .map((t) => t.trim().toLowerCase())
    .filter((t) => t !== "" && t.length <= 100);
  return [...new Set(tags)].slice(0, 500);
}

/**
 * A product's ingredient and additive tags. Open Food Facts derives the additives from the
 * ingredient list, so without ingredients an empty additive list means "not analysed", not
 * "none": both are null then. With ingredients, an empty additive list is a known "none".
 */
export function offTags(p: Pick<OffProduct, "ingredients_tags" | "additives_tags">): OffTags {
  const ingredients = tagList(p.ingredients_tags);
  if (ingredients === null || ingredients.length === 0) {
    const additives = tagList(p.additives_tags);
    // a product whose additives were tagged by hand, without an ingredient list, still says which it holds
    return { ingredients_tags: null, additives_tags: additives && additives.length > 0 ? additives : null };
  }
  return { ingredients_tags: ingredients, additives_tags: tagList(p.additives_tags) };
}

/** Energy, macros and the nutrients beyond them on one basis; null where the product gives no usable figure. */
type Figures = {
  kcal: number | null;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
  fiber: number | null;
  sugar: number | null;
  saturated_fat: number | null;
  sodium_mg: number | null;
};
const FIGURES = ["kcal", ...NUTRIENT_KEYS] as const;
const EMPTY: Figures = {
  kcal: null,
  protein: null,
  carbs: null,
  fat: null,
  fiber: null,
  sugar: null,
  saturated_fat: null,
  sodium_mg: null,
};
/** Salt is sodium chloride: 2.5 g of salt hold 1 g of sodium (the EU label's factor, as OFF uses). */
const SALT_PER_SODIUM = 2.5;

/** A non-negative number, or null: blank strings, text and negatives are no figure at all. */
function num(value: unknown): number | null {
  let n = value;
  if (typeof value === "string") {
    const text = value.trim().replace(",", ".");
    if (text === "") return null;
    n = Number(text);
  }
  return typeof n === "number" && Number.isFinite(n) && n >= 0 ? n : null;
}

/** Sodium in mg from sodium or, failing that, salt, both in g. */
function sodiumMg(sodiumG: number | null, saltG: number | null): number | null {
  if (sodiumG !== null) return sodiumG * 1000;
  return saltG === null ? null : (saltG / SALT_PER_SODIUM) * 1000;
}

function nutrimentFigures(n: Nutriments, suffix: "serving" | "100g"): Figures {
  const direct = num(n[`energy-kcal_${suffix}`]);
  // `energy_*` is kJ whatever unit the label used
  const kj = num(n[`energy-kj_${suffix}`]) ?? num(n[`energy_${suffix}`]);
  return {
    kcal: direct ?? (kj === null ? null : kj / KJ_PER_KCAL),
    protein: num(n[`proteins_${suffix}`]),
    carbs: num(n[`carbohydrates_${suffix}`]),
    fat: num(n[`fat_${suffix}`]),
    fiber: num(n[`fiber_${suffix}`]),
    sugar: num(n[`sugars_${suffix}`]),
    saturated_fat: num(n[`saturated-fat_${suffix}`]),
    sodium_mg: sodiumMg(num(n[`sodium_${suffix}`]), num(n[`salt_${suffix}`])),
  };
}

const GRAMS_PER_UNIT: Record<string, number> = { g: 1, mg: 1e-3, µg: 1e-6, μg: 1e-6, mcg: 1e-6, kg: 1000 };

function aggregatedGrams(n: AggregatedNutrient | undefined): number | null {
  const value = num(n?.value);
  const unit = typeof n?.unit === "string" ? n.unit.trim().toLowerCase() : "g";
  const factor = GRAMS_PER_UNIT[unit];
  return value === null || factor === undefined ? null : value * factor;
}

function aggregatedKcal(n: AggregatedNutrient | undefined): number | null {
  const value = num(n?.value);
  const unit = typeof n?.unit === "string" ? n.unit.trim().toLowerCase() : "";
  if (value === null) return null;
  if (unit === "kcal") return value;
  if (unit === "kj") return value / KJ_PER_KCAL;
  return null;
}

/** Schema 1003's aggregated set: its basis and figures, or null when it has no energy. */
function aggregatedFigures(p: OffProduct): { per: string; figures: Figures } | null {
  const set = p.nutrition?.aggregated_set;
  const nutrients = set?.nutrients;
  if (!set || !nutrients || typeof nutrients !== "object") return null;
  const kcal =
    aggregatedKcal(nutrients["energy-kcal"]) ??
    aggregatedKcal(nutrients["energy-kj"]) ??
    aggregatedKcal(nutrients.energy);
  if (kcal === null) return null;
  const per = typeof set.per === "string" ? set.per.trim().toLowerCase().replace(/\s+/g, "") : "100g";
  return {
    per,
    figures: {
      kcal,
      protein: aggregatedGrams(nutrients.proteins),
      carbs: aggregatedGrams(nutrients.carbohydrates),
      fat: aggregatedGrams(nutrients.fat),
      fiber: aggregatedGrams(nutrients.fiber),
      sugar: aggregatedGrams(nutrients.sugars),
      saturated_fat: aggregatedGrams(nutrients["saturated-fat"]),
      sodium_mg: sodiumMg(aggregatedGrams(nutrients.sodium), aggregatedGrams(nutrients.salt)),
    },
  };
}

/** A liquid volume in a quantity text: "33 cl", "1,5 L", "24 x 330 ml", "12 fl oz". */
const VOLUME = /\d\s*(?:ml|cl|dl|l|lt|ltr|litres?|liters?|fl\.?\s?oz)\b/i;

/** OFF states the product per 100 ml: in its basis, its quantity's unit, or a quantity in litres. */
function isDrink(p: OffProduct, per: string | null): boolean {
  if (per === "100ml" || p.nutrition_data_per?.trim().toLowerCase() === "100ml") return true;
  if (p.product_quantity_unit?.trim().toLowerCase() === "ml") return true;
  return typeof p.quantity === "string" && VOLUME.test(p.quantity);
}

const scale = (f: Figures, k: number): Figures =>
  Object.fromEntries(FIGURES.map((key) => [key, f[key] === null ? null : f[key] * k])) as Figures;

/** Each figure of `first`, else of `second`. */
const either = (first: Figures, second: Figures): Figures =>
  Object.fromEntries(FIGURES.map((key) => [key, first[key] ?? second[key]])) as Figures;

/** Why figures per 100 g/ml cannot be right, or null when they can. */
export function implausibility(per100: Figures, unit: "g" | "ml"): string | null {
  if (per100.kcal !== null && per100.kcal > MAX_KCAL_PER_100) {
    return `${Math.round(per100.kcal)} kcal per 100 ${unit}`;
  }
  const known = MACRO_KEYS.map((k) => per100[k]).filter((v): v is number => v !== null);
  const total = known.reduce((a, b) => a + b, 0);
  if (total > MAX_MACROS_PER_100) return `protein, carbs and fat add up to ${round1(total)} g per 100 ${unit}`;
  return null;
}

/**
 * Our product row from an OFF product object, or null when it lacks a name or an energy value.
 * `implausible` is set when its figures per 100 g/ml exceed what food can hold.
 */
export function productFromOff(barcode: string, p: OffProduct): OffRead | null {
  const name = (p.product_name || p.product_name_en || p.generic_name || "").trim();
  if (!name) return null;
  const servingQuantity = num(p.serving_quantity);
  const grams = servingQuantity !== null && servingQuantity > 0 ? servingQuantity : null;
  const toServing = grams === null ? null : grams / 100;

  let basis: Basis;
  let figures: Figures;
  let per100: Figures;
  const aggregated = aggregatedFigures(p);
  if (aggregated) {
    const perServing = aggregated.per === "serving";
    basis = perServing ? "serving" : isDrink(p, aggregated.per) ? "100ml" : "100g";
    figures = aggregated.figures;
    per100 = perServing ? (grams === null ? EMPTY : scale(figures, 100 / grams)) : figures;
  } else {
    const n = p.nutriments ?? {};
    const serving = nutrimentFigures(n, "serving");
    const hundred = nutrimentFigures(n, "100g");
    if (serving.kcal !== null) {
      basis = "serving";
      // a macro given per 100 g only is scaled to the serving when its grams are known
      figures = toServing === null ? serving : either(serving, scale(hundred, toServing));
      per100 = grams === null ? hundred : either(hundred, scale(serving, 100 / grams));
    } else {
      basis = isDrink(p, null) ? "100ml" : "100g";
      figures = hundred;
      per100 = hundred;
    }
  }
  if (figures.kcal === null) return null;
  const detail = implausibility(per100, basis === "100ml" ? "ml" : "g");
  const macro = (v: number | null) => (v === null ? null : round1(v));
  return {
    barcode,
    food_name: name.slice(0, 200),
    brand: p.brands?.split(",")[0]?.trim() || null,
    serving_size:
      basis === "serving"
        ? p.serving_size?.trim().slice(0, 100) || "1 serving"
        : basis === "100ml"
          ? "100 ml"
          : "100 g",
    basis,
    serving_quantity_g: grams,
    calories: round1(figures.kcal),
    ...figuresBy(NUTRIENT_KEYS, (key) => macro(figures[key])),
    source: "off",
    ...offTags(p),
    implausible: detail !== null,
    implausible_detail: detail,
  };
}

/** Open Food Facts gave no answer: refused, timed out, a server error, or a body that is not its JSON. */
export class OffUnavailableError extends Error {
  constructor(reason: string) {
    super(`Open Food Facts unavailable: ${reason}`);
    this.name = "OffUnavailableError";
  }
}

/**
 * Asks OFF for one product. null when it is unknown (the "status 0" answer or HTTP 404),
 * unusable or when OFF is switched off (OFF_OFFLINE). Throws OffUnavailableError when OFF
 * cannot be reached within the time-out or answers an error: "not found" would be untrue then.
 */
export async function fetchOffProduct(barcode: string): Promise<OffRead | null> {
  const { OFF_BASE_URL, OFF_OFFLINE } = env();
  if (OFF_OFFLINE) return null;
  const url = `${OFF_BASE_URL.replace(/\/+$/, "")}/api/v2/product/${encodeURIComponent(barcode)}.json?fields=${FIELDS}`;
  let data: { status?: number; product?: OffProduct };
  try {
    const res = await fetch(url, {
      headers: { "User-Agent": offUserAgent(), Accept: "application/json" },
      signal: AbortSignal.timeout(OFF_TIMEOUT_MS),
    });
    if (res.status === 404) return null;
    if (!res.ok) {
      log.warn("open food facts answered an error", { status: res.status, barcode });
      throw new OffUnavailableError(`HTTP ${res.status}`);
    }
    data = (await res.json()) as typeof data;
  } catch (err) {
    if (err instanceof OffUnavailableError) throw err;
    log.warn("open food facts unreachable", { barcode, error: describeError(err) });
    throw new OffUnavailableError(describeError(err));
  }
  if (data?.status !== 1 || !data.product) return null;
  return productFromOff(barcode, data.product);
}

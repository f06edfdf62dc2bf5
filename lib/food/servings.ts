/**
 * Servings that mean something: what a food picked in the log form can be logged as (each of
 * a product's household servings, 100 g or 100 ml, a free amount; one serving of anything
 * else) and the figures of an amount of it, worked out rather than typed. Pure.
 */
import { figure, scale, type Figures, type MaybeFigures } from "./figures";
import { round1 } from "./format";
import { isUnit, type FoodUnit } from "./schema";

export { FIGURE_KEYS, figuresFor, type FigureKey, type Figures } from "./figures";

/**
 * A suggestion of the food-name search as the log form reads it. The figures are for ONE
 * serving; the fields after `fat` are optional, so an answer without them still reads.
 */
export type FoodPick = {
  source: string;
  /** The custom food's, recipe's, saved meal's or product's id; null for the user's history. */
  id?: string | null;
  food_name: string;
  brand?: string | null;
  serving_size: string | null;
  unit?: string | null;
  calories: number;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
  fiber?: number | null;
  sugar?: number | null;
  saturated_fat?: number | null;
  sodium_mg?: number | null;
  barcode?: string | null;
  /** A product's household measures: "1 medium" weighs 118 g. */
  servings?: { label: string; grams: number }[] | null;
  /** A product's figures per 100 g (per 100 ml for a drink). */
  per_100g?: MaybeFigures | null;
  /** "100ml" for a drink stated per 100 ml. */
  basis?: string | null;
};

export type ServingChoice = {
  key: string;
  /** What the serving picker shows. */
  label: string;
  /** "count": a number of this serving; "amount": a free amount in `amountUnit`. */
  kind: "count" | "amount";
  /** The figures of ONE serving, or of one gram, ml, oz or fl oz of a free amount. */
  per: Figures;
  /** A count's serving size as the entry keeps it ("1 medium (118 g)"). */
  servingSize: string | null;
  /** The unit a count counts in. */
  unit: FoodUnit;
  amountUnit?: AmountUnit;
};
export type AmountUnit = "g" | "ml" | "oz" | "fl oz";

const GRAMS_PER_OZ = 28.349523125;
const ML_PER_FL_OZ = 29.5735;

/** The figures of one serving of the pick itself. */
function ownFigures(pick: FoodPick): Figures {
  return scale({ ...pick, calories: figure(pick.calories) ?? 0 }, 1);
}

const grams = (n: number) => `${round1(n)}`;

/** "1 medium (118 g)": a household measure with its weight, unless its label already says it. */
export function servingLabel(label: string, weight: number, unit: "g" | "ml" = "g"): string {
  const trimmed = label.trim();
  if (new RegExp(`\\d\\s*${unit}\\b`).test(trimmed)) return trimmed;
  return `${trimmed} (${grams(weight)} ${unit})`;
}

/** What a free amount's entry keeps as its serving size: "150 g", "5.3 oz". */
export function amountServingSize(amount: number, unit: AmountUnit): string {
  return `${round1(amount)} ${unit}`;
}

/**
 * The servings a pick can be logged in, the default first. A product with figures per 100 g
 * offers each of its household servings, 100 g (or 100 ml), and a free amount (oz or fl oz
 * for imperial users); anything else, or a product known only per serving, one serving.
 */
export function servingChoices(pick: FoodPick, { imperial = false } = {}): ServingChoice[] {
  const unit: FoodUnit = pick.unit && isUnit(pick.unit) ? pick.unit : "serving";
  const own: ServingChoice = {
    key: "serving",
    label: pick.serving_size ? `1 serving (${pick.serving_size})` : "1 serving",
    kind: "count",
    per: ownFigures(pick),
    servingSize: pick.serving_size,
    unit,
  };
  const per100 = pick.per_100g;
  const calories100 = figure(per100?.calories);
  if (pick.source !== "product" || !per100 || calories100 === null) return [own];

  const liquid = pick.basis === "100ml" || pick.unit === "ml";
  const base = { ...per100, calories: calories100 };
  const metricUnit = liquid ? "ml" : "g";
  const household = (pick.servings ?? [])
    .filter((s) => s && typeof s.label === "string" && s.label.trim() !== "" && figure(s.grams))
    .map((s, i): ServingChoice => {
      const label = servingLabel(s.label, s.grams, metricUnit);
      return {
        key: `s${i}`,
        label,
        kind: "count",
        per: scale(base, s.grams / 100),
        servingSize: label,
        unit: "serving",
      };
    });
  const hundred = `100 ${metricUnit}`;
  const amountUnit: AmountUnit = imperial ? (liquid ? "fl oz" : "oz") : metricUnit;
  const perAmountUnit = (imperial ? (liquid ? ML_PER_FL_OZ : GRAMS_PER_OZ) : 1) / 100;
  return [
    ...(household.length > 0 ? household : pick.serving_size ? [own] : []),
    { key: "100", label: hundred, kind: "count", per: scale(base, 1), servingSize: hundred, unit: "serving" },
    {
      key: "amount",
      label: `Other amount (${amountUnit})`,
      kind: "amount",
      per: scale(base, perAmountUnit),
      servingSize: null,
      unit: "serving",
      amountUnit,
    },
  ];
}

/**
 * What an entry keeps of a choice and an amount: its serving size, quantity and unit. A free
 * amount is one serving of that amount ("150 g"), so a later edit of the quantity scales it.
 */
export function servingOf(
  choice: ServingChoice,
  amount: number,
): { serving_size: string | null; quantity: number; unit: FoodUnit } {
  if (choice.kind === "amount")
    return { serving_size: amountServingSize(amount, choice.amountUnit!), quantity: 1, unit: "serving" };
  return { serving_size: choice.servingSize, quantity: amount, unit: choice.unit };
}

/** The servings offered for a picked food, and which one is chosen. */
export type ServingState = { choices: ServingChoice[]; index: number };

/** Where the amount starts for a choice: one serving, 100 g or ml, one oz or fl oz. */
export function defaultAmount(choice: ServingChoice): string {
  return choice.kind === "amount" && (choice.amountUnit === "g" || choice.amountUnit === "ml") ? "100" : "1";
}

/** The first choice of a pick: the form's serving state, the figures of one unit, the amount. */
export function pickServing(choices: ServingChoice[]): { state: ServingState; per: Figures; amount: string } {
  return { state: { choices, index: 0 }, per: choices[0]!.per, amount: defaultAmount(choices[0]!) };
}

/** Another choice: a count stays a count (2 servings of another size), a change of kind starts over. */
export function withChoice(
  state: ServingState,
  index: number,
  amount: string,
): { state: ServingState; per: Figures; amount: string } {
  const before = state.choices[state.index]!;
  const choice = state.choices[index]!;
  const sameKind = before.kind === choice.kind && before.amountUnit === choice.amountUnit;
  return { state: { ...state, index }, per: choice.per, amount: sameKind ? amount : defaultAmount(choice) };
}

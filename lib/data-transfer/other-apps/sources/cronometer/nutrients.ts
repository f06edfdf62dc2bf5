/**
 * The nutrient columns of Cronometer's servings and daily summary. Their set is the user's
 * choice (54 columns by default, more with oxalate, carotenoids, iodine …) and energy may be
 * in kJ: each is found by its header. A blank cell is a nutrient Cronometer does not know for
 * that food, so it stays unknown rather than zero.
 */
import { numberAt, type Columns } from "../diary/columns";
import type { FigureColumns } from "../diary/food";

export const OTHER_NUTRIENTS =
  "Other nutrients (vitamins, minerals, other fats, amino acids …) are not imported: vitalog keeps energy, protein, carbs, fat, fiber, sugars, saturated fat and sodium";

export type NutrientColumns = FigureColumns & {
  /** Columns of nutrients vitalog does not keep. */
  others: number[];
};

/** The nutrient columns of a header; `notNutrients` are its other known columns (Day, Group, …). */
export function nutrientColumns(columns: Columns, notNutrients: readonly number[]): NutrientColumns {
  const kcal = columns.find("Energy (kcal)");
  const energy = kcal >= 0 ? kcal : columns.find("Energy (kJ)");
  const at = {
    energy,
    kj: kcal < 0 && energy >= 0,
    protein: columns.find("Protein (g)"),
    carbs: columns.find("Carbs (g)"),
    fat: columns.find("Fat (g)"),
    fiber: columns.find("Fiber (g)"),
    sugar: columns.find("Sugars (g)"),
    saturated: columns.find("Saturated (g)"),
    sodium: columns.find("Sodium (mg)"),
  };
  const known = new Set([...Object.values(at).filter((v) => typeof v === "number"), ...notNutrients]);
  return { ...at, others: columns.names.map((_, i) => i).filter((i) => !known.has(i)) };
}

/** Whether the row holds a value (other than 0) of a nutrient vitalog does not keep. */
export function hasOtherNutrients(cells: readonly string[], at: NutrientColumns): boolean {
  return at.others.some((i) => (numberAt(cells, i) ?? 0) !== 0);
}

/** Small display helpers shared by the food components (browser and server). */
export const MEAL_LABELS: Record<string, string> = {
  breakfast: "Breakfast",
  lunch: "Lunch",
  dinner: "Dinner",
  snack: "Snack",
};
export const UNIT_LABELS: Record<string, string> = {
  serving: "Serving",
  cup: "Cup",
  oz: "oz",
  gram: "Gram",
  piece: "Piece",
  slice: "Slice",
};

/** A figure to one decimal place, as grams and totals are shown and stored. */
export const round1 = (n: number) => Math.round(n * 10) / 10;

export const kcal = (n: number) => `${Math.round(n)} kcal`;
export const grams = (n: number) => `${round1(n)} g`;

/** "Nutella (Ferrero)": a product's name with its brand, unless the name already says it. */
export function nameWithBrand(name: string, brand: string | null | undefined): string {
  if (!brand || name.toLowerCase().includes(brand.toLowerCase())) return name;
  return `${name} (${brand})`;
}

/** Number fields of the food forms: lenient reading (comma decimals) and quantity scaling. */
export type PerUnit = { calories: number; protein: number; carbs: number; fat: number };

/** A finite number from a field, or null (blank or not a number). */
export function readNumber(raw: string): number | null {
  const s = raw.trim().replace(",", ".");
  if (s === "" || !/^-?\d*\.?\d+$|^-?\d+\.$/.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/** The four figures for `quantity` units, as field strings (calories whole, grams to 0.1). */
export function scaled(per: PerUnit, quantity: number) {
  return {
    calories: String(Math.round(per.calories * quantity)),
    protein: String(r1(per.protein * quantity)),
    carbs: String(r1(per.carbs * quantity)),
    fat: String(r1(per.fat * quantity)),
  };
}

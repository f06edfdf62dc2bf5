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

export const kcal = (n: number) => `${Math.round(n)} kcal`;
export const grams = (n: number) => `${Math.round(n * 10) / 10} g`;

const SHORT_DATE = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** The spec's date labels: Today, Yesterday, "N days ago" up to 7 days, else the date. */
export function dayLabel(date: string, today: string): string {
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 86_400_000);
  if (days === 0) return "Today";
  if (days === 1) return "Yesterday";
  if (days > 1 && days <= 7) return `${days} days ago`;
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return SHORT_DATE.format(new Date(Date.UTC(y, m - 1, d)));
}

/** "Nutella (Ferrero)": a product's name with its brand, unless the name already says it. */
export function nameWithBrand(name: string, brand: string | null | undefined): string {
  if (!brand || name.toLowerCase().includes(brand.toLowerCase())) return name;
  return `${name} (${brand})`;
}

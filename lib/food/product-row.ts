/** A packaged food as the products table holds it, whether imported, cached from Open Food Facts or looked up. */
export type ProductRow = {
  barcode: string;
  food_name: string;
  brand: string | null;
  serving_size: string | null;
  basis: "serving" | "100g";
  serving_quantity_g: number | null;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  source: string;
};

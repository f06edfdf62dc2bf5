/** What a product's figures are for: one serving as labelled, 100 g, or 100 ml for drinks. */
export type Basis = "serving" | "100g" | "100ml";

/**
 * A packaged food as the products table holds it, whether imported, cached from Open Food Facts
 * or looked up. A figure the product does not state is null (unknown), never 0. Fibre, sugars
 * and saturated fat in g, sodium in mg, on the same basis as the energy.
 */
export type ProductRow = {
  barcode: string;
  food_name: string;
  brand: string | null;
  serving_size: string | null;
  basis: Basis;
  serving_quantity_g: number | null;
  calories: number;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
  fiber: number | null;
  sugar: number | null;
  saturated_fat: number | null;
  sodium_mg: number | null;
  source: string;
};

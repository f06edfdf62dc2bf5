/** What a product's figures are for: one serving as labelled, 100 g, or 100 ml for drinks. */
export type Basis = "serving" | "100g" | "100ml";

/**
 * A packaged food as the products table holds it, whether imported, cached from Open Food Facts
 * or looked up. A macro the product does not state is null (unknown), never 0.
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
  source: string;
};

/** Reading an Open Food Facts product into ours: names, brands, energy units and bases. */
import { describe, expect, it } from "vitest";
import { productFromOff } from "@/lib/food/off";

describe("productFromOff", () => {
  it("prefers per-serving figures and keeps the serving's grams", () => {
    const p = productFromOff("3017620422003", {
      product_name: " Nutella ",
      brands: "Ferrero, Nutella",
      serving_size: "15 g",
      serving_quantity: "15",
      nutriments: {
        "energy-kcal_100g": 539,
        "energy-kcal_serving": 80.85,
        proteins_serving: 0.945,
        fat_serving: "4,64",
      },
    });
    expect(p).toMatchObject({
      food_name: "Nutella",
      brand: "Ferrero",
      basis: "serving",
      serving_size: "15 g",
      serving_quantity_g: 15,
      calories: 80.9,
      protein: 0.9,
      fat: 4.6,
      carbs: 0,
    });
  });

  it("falls back to per 100 g, and converts kJ to kcal (never reads kJ as kcal)", () => {
    const p = productFromOff("4000417025005", { product_name: "Juice", nutriments: { energy_100g: 192 } });
    expect(p).toMatchObject({ basis: "100g", serving_size: "100 g", calories: 45.9, brand: null });
    const kjOnlyServing = productFromOff("4000417025005", {
      product_name: "Juice",
      serving_size: "250 ml",
      nutriments: { "energy-kj_serving": 480, "energy-kcal_100g": 46 },
    });
    expect(kjOnlyServing).toMatchObject({ basis: "serving", calories: 114.7, serving_size: "250 ml" });
  });

  it("is null without a name or without any energy value", () => {
    expect(productFromOff("1", { product_name: "", nutriments: { "energy-kcal_100g": 10 } })).toBeNull();
    expect(productFromOff("1", { product_name: "Tea", nutriments: { proteins_100g: 1 } })).toBeNull();
    expect(productFromOff("1", { product_name: "Tea", nutriments: { "energy-kcal_100g": -5 } })).toBeNull();
  });
});

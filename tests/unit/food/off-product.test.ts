/** Reading an Open Food Facts product into ours: names, brands, energy units, bases, unknowns and implausible labels. */
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
      carbs: null, // not on the label: unknown, not 0
      implausible: false,
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

  it("reads blank figures as unknown: a blank serving energy falls back to per 100 g", () => {
    const p = productFromOff("5449000214805", {
      product_name: "Fanta orange",
      quantity: "33 cl ",
      nutriments: {
        energy_serving: "",
        energy_100g: "113",
        carbohydrates_100g: "6.5",
        proteins_100g: " ",
        fat_serving: "",
      },
    });
    expect(p).toMatchObject({
      basis: "100ml",
      serving_size: "100 ml",
      calories: 27,
      carbs: 6.5,
      protein: null,
      fat: null,
    });
  });

  it("scales a macro given per 100 g only to the serving when the serving's grams are known", () => {
    const p = productFromOff("1", {
      product_name: "Biscuit",
      serving_quantity: 25,
      nutriments: { "energy-kcal_serving": 120, fat_serving: 5, "energy-kcal_100g": 480, proteins_100g: 8 },
    });
    expect(p).toMatchObject({ basis: "serving", calories: 120, fat: 5, protein: 2, carbs: null });
  });

  it.each([
    ["nutrition_data_per", { nutrition_data_per: "100ml" }],
    ["product_quantity_unit", { product_quantity_unit: "ml" }],
    ["a quantity in litres", { quantity: "1,5 L" }],
    ["a quantity in packs of ml", { quantity: "24 x 330 ml" }],
  ])("labels a drink per 100 ml from %s", (_name, extra) => {
    const p = productFromOff("1", { product_name: "Cola", ...extra, nutriments: { "energy-kcal_100g": 42 } });
    expect(p).toMatchObject({ basis: "100ml", serving_size: "100 ml", calories: 42 });
  });

  it("keeps per 100 g for a quantity in grams or pounds", () => {
    for (const quantity of ["500 g", "1 lb", "80 g (poids de poisson : 52 g)"]) {
      const p = productFromOff("1", { product_name: "Pasta", quantity, nutriments: { "energy-kcal_100g": 350 } });
      expect(p, quantity).toMatchObject({ basis: "100g", serving_size: "100 g" });
    }
  });

  it("reads schema 1003's aggregated set: its basis, kJ-only energy and milligrams", () => {
    const p = productFromOff("1", {
      product_name: "Orange juice",
      nutriments: {},
      nutrition: {
        aggregated_set: {
          per: "100ml",
          nutrients: {
            energy: { value: 188, unit: "kJ" },
            carbohydrates: { value: 10.4, unit: "g" },
            proteins: { value: 700, unit: "mg" },
            fat: { value: "", unit: "g" },
          },
        },
      },
    });
    expect(p).toMatchObject({ basis: "100ml", serving_size: "100 ml", calories: 44.9, carbs: 10.4, protein: 0.7 });
    expect(p!.fat).toBeNull();
    const none = productFromOff("1", {
      product_name: "Tea",
      nutriments: {},
      nutrition: { aggregated_set: { per: "100g", nutrients: { proteins: { value: 1, unit: "g" } } } },
    });
    expect(none).toBeNull();
  });

  it("flags figures beyond what food holds: over 900 kcal or over 100 g of macros per 100 g", () => {
    const oil = productFromOff("1", { product_name: "Oil", nutriments: { "energy-kcal_100g": 900, fat_100g: 100 } });
    expect(oil).toMatchObject({ implausible: false, implausible_detail: null });
    const dense = productFromOff("1", { product_name: "Flakes", nutriments: { "energy-kcal_100g": 960 } });
    expect(dense).toMatchObject({ implausible: true, implausible_detail: "960 kcal per 100 g" });
    const heavy = productFromOff("1", {
      product_name: "Hibiscus",
      nutriments: { "energy-kcal_100g": 267, proteins_100g: 66.67, carbohydrates_100g: 60, fat_100g: 0 },
    });
    expect(heavy).toMatchObject({
      implausible: true,
      implausible_detail: "protein, carbs and fat add up to 126.7 g per 100 g",
    });
    // per serving only: 280 kcal in a 1 g serving is 28000 kcal per 100 g
    const tea = productFromOff("1", {
      product_name: "Tea",
      serving_quantity: 1,
      nutriments: { "energy-kcal_serving": 280 },
    });
    expect(tea).toMatchObject({ basis: "serving", implausible: true, implausible_detail: "28000 kcal per 100 g" });
  });
});

import { describe, expect, it } from "vitest";
import { scaled } from "@/components/food/numbers";
import { nameWithBrand } from "@/lib/food/format";
import { prefillHref, productPrefill, readPrefill } from "@/lib/food/prefill";

describe("food display helpers", () => {
  it("names a product with its brand once", () => {
    expect(nameWithBrand("Nutella", "Ferrero")).toBe("Nutella (Ferrero)");
    expect(nameWithBrand("Quaker Oats", "Quaker")).toBe("Quaker Oats");
    expect(nameWithBrand("Oats", null)).toBe("Oats");
  });

  it("scales per-unit figures to a quantity", () => {
    expect(scaled({ calories: 80.9, protein: 0.945, carbs: 8.63, fat: 4.64 }, 2)).toEqual({
      calories: "162",
      protein: "1.9",
      carbs: "17.3",
      fat: "9.3",
    });
  });

  it("leaves an unknown macro's field empty at any quantity, never 0", () => {
    expect(scaled({ calories: 27, protein: 0, carbs: 6.5, fat: null }, 3.3)).toEqual({
      calories: "89",
      protein: "0",
      carbs: "21.5",
      fat: "",
    });
  });

  it("prefills a product's known macros and leaves out the unknown ones", () => {
    const values = productPrefill({
      food_name: "Fanta orange",
      brand: "Fanta",
      calories: 27,
      serving_size: "100 ml",
      protein: 0,
      carbs: 6.5,
      fat: null,
      barcode: "5449000214805",
    });
    expect(values).toEqual({
      food_name: "Fanta orange",
      calories: 27,
      meal_type: "lunch",
      serving_size: "100 ml",
      protein: 0,
      carbs: 6.5,
      barcode: "5449000214805",
    });
    const raw = decodeURIComponent(new URL(prefillHref(values), "http://x").searchParams.get("prefill") ?? "");
    expect(readPrefill(raw)?.fat).toBeUndefined();
  });

  it("round-trips a prefill through the URL and refuses a tampered one", () => {
    const href = prefillHref({ food_name: "Soup", calories: 120, meal_type: "lunch" });
    const raw = decodeURIComponent(new URL(href, "http://x").searchParams.get("prefill") ?? "");
    expect(readPrefill(raw)).toMatchObject({ food_name: "Soup", calories: 120, meal_type: "lunch" });
    expect(readPrefill('{"food_name":"x","calories":-1}')).toBeNull();
    expect(readPrefill("not json")).toBeNull();
    expect(readPrefill(undefined)).toBeNull();
  });
});

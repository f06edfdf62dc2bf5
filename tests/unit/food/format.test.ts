import { describe, expect, it } from "vitest";
import { scaled } from "@/components/food/numbers";
import { nameWithBrand } from "@/lib/food/format";
import { prefillHref, readPrefill } from "@/lib/food/prefill";

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

  it("round-trips a prefill through the URL and refuses a tampered one", () => {
    const href = prefillHref({ food_name: "Soup", calories: 120, meal_type: "lunch" });
    const raw = decodeURIComponent(new URL(href, "http://x").searchParams.get("prefill") ?? "");
    expect(readPrefill(raw)).toMatchObject({ food_name: "Soup", calories: 120, meal_type: "lunch" });
    expect(readPrefill('{"food_name":"x","calories":-1}')).toBeNull();
    expect(readPrefill("not json")).toBeNull();
    expect(readPrefill(undefined)).toBeNull();
  });
});

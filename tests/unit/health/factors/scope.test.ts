import { describe, expect, it } from "vitest";
import { factorArea, leftOutText } from "@/lib/health/factors/scope";

describe("what a provider link's factor analysis covers", () => {
  it("places each factor in the area its records come from", () => {
    expect(factorArea("poor_sleep")).toBe("journal");
    expect(factorArea("exercise")).toBe("exercise");
    expect(factorArea("food:aspartame")).toBe("food");
    expect(factorArea("calories_over_goal")).toBe("food");
    expect(factorArea("pressure_drop")).toBe("migraines");
    expect(factorArea("trigger:red wine")).toBe("migraines");
  });

  it("names the areas left out, or says nothing when none is", () => {
    expect(leftOutText([])).toBeNull();
    expect(leftOutText(["food"])).toBe("Factors from food, not shared here, are left out.");
    expect(leftOutText(["journal", "exercise", "food"])).toBe(
      "Factors from the journal, exercise and food, not shared here, are left out.",
    );
  });
});

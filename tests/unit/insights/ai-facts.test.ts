import { describe, expect, it } from "vitest";
import { inventedNumbers, summaryFacts } from "@/lib/insights/ai-facts";
import { computeAllInsights } from "@/lib/insights/state";
import { data } from "./fixture";

describe("summaryFacts / inventedNumbers", () => {
  const facts = summaryFacts(computeAllInsights(data({}, [{ date: "2026-03-13", food_entries: 1, calories: 2000 }])));

  it("lists the score, its components and the goals", () => {
    expect(facts[0]).toBe("Health score: 57 out of 100 (last 7 days).");
    expect(facts).toContain(
      "Calories near goal: 100 out of 100 (2,000 kcal a day on 1 logged day against 2,000 kcal).",
    );
    expect(facts).toContain('Weekly goal "Log meals daily": 1 of 7.');
  });

  it("finds numbers the facts don't hold, thousands separators aside", () => {
    expect(inventedNumbers("Your score of 57 rests on 2,000 kcal on 1 of 7 days.", facts)).toEqual([]);
    expect(inventedNumbers("Your score rose to 80.", facts)).toEqual(["80"]);
  });

  it("has nothing to say for the empty state", () => {
    expect(summaryFacts(computeAllInsights(data()))).toEqual([]);
  });
});

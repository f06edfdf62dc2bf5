/** A young account: no score until there is enough to score, and no week held against days before sign-up. */
import { describe, expect, it } from "vitest";
import { weeklyGoals } from "@/lib/insights/figures";
import { healthScore, scoreGate } from "@/lib/insights/score";
import { computeAllInsights } from "@/lib/insights/state";
import { data, day } from "./fixture";

const food = (offset: number, calories = 2000) => ({ date: day(offset), food_entries: 1, calories });

describe("scoreGate", () => {
  it("waits for 3 days with data or 7 days since sign-up", () => {
    const young = data({ since: day(2) }, [food(0), food(1)]);
    expect(scoreGate(young)).toEqual({ ready: false, daysWithData: 2, daysSinceSignUp: 2 });
    const insights = computeAllInsights(young);
    expect(insights.healthScore).toBeNull();
    expect(insights.empty).toBe(false);
    expect(insights.recommendations).toEqual([]);

    expect(scoreGate(data({ since: day(2) }, [food(0), food(1), food(2)])).ready).toBe(true);
    expect(scoreGate(data({ since: day(7) }, [food(3)]))).toEqual({ ready: true, daysWithData: 1, daysSinceSignUp: 7 });
    expect(scoreGate(data({ since: day(6) }, [food(3)])).ready).toBe(false);
  });

  it("doesn't count days logged before sign-up (an import) towards the gate", () => {
    const d = data({ since: day(1) }, [food(0), food(1), food(5), food(6)]);
    expect(scoreGate(d)).toMatchObject({ ready: false, daysWithData: 2 });
    expect(computeAllInsights(d).healthScore).toBeNull();
  });
});

describe("healthScore of a young account", () => {
  it("measures consistency over the days since sign-up, not 7", () => {
    // signed up 3 days ago, something logged on each of the 4 days of the account
    const s = healthScore(
      data(
        { since: day(3) },
        [0, 1, 2, 3].map((i) => ({ date: day(i), journal: 1 })),
      ),
    )!;
    expect(s.components[0]).toMatchObject({ id: "consistency", score: 100, detail: "Something logged on 4 of 4 days" });
  });

  it("holds exercise to the share of the weekly goal for the days since sign-up", () => {
    // goal 3 a week, account 2 days old: 3 × 2/7 ≈ 0.9 workouts due, so one workout meets it
    const s = healthScore(data({ since: day(1) }, [{ date: day(1), workouts: 1, minutes: 30 }]))!;
    expect(s.components.find((c) => c.id === "exercise")).toMatchObject({
      score: 100,
      detail: "1 workout in the 2 days since you joined, goal 3 a week",
    });
  });
});

describe("Calories near goal", () => {
  it("leaves out today until the day is over", () => {
    // yesterday on goal; today's breakfast alone would read as a day 80% under
    const s = healthScore(data({}, [food(1), food(0, 400)]))!;
    expect(s.components.find((c) => c.id === "nutrition")).toMatchObject({
      score: 100,
      detail: "2,000 kcal a day on 1 logged day against 2,000 kcal",
    });
    expect(healthScore(data({}, [food(0, 400)]))!.components.map((c) => c.id)).toEqual(["consistency"]);
  });
});

describe("weeklyGoals of a young account", () => {
  it("uses the days since sign-up as the denominator, and counts only what was done in them", () => {
    // TODAY is a Saturday: signed up on Thursday, 3 days of the last 7 and 4 of this week (Thu-Sun) exist
    // Wednesday's workout predates the account (an import): only Friday's counts
    const workout = (offset: number) => ({ date: day(offset), workouts: 1, minutes: 30 });
    const goals = weeklyGoals(data({ since: day(2), workoutsThisWeek: 2 }, [food(0), food(1), workout(1), workout(3)]));
    expect(goals.map((g) => [g.id, g.done, g.target, g.detail])).toEqual([
      ["exercise", 1, 2, "Workouts this week: your goal for the 4 days of it since you joined"],
      ["meals", 2, 3, "Days with meals logged, since you joined (3 days)"],
    ]);
  });

  it("keeps 7 days and the weekly goal for an account older than the period", () => {
    const goals = weeklyGoals(data({ workoutsThisWeek: 1 }, [food(0)]));
    expect(goals.map((g) => [g.id, g.target])).toEqual([
      ["exercise", 3],
      ["meals", 7],
    ]);
  });
});

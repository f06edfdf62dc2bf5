/** What the exercise screens say: plan-generation failures (spec section 8) and date labels (section 9). */
import { describe, expect, it } from "vitest";
import { planFailureMessage } from "@/lib/exercise/plan-messages";
import { exerciseTypeForIntensity } from "@/lib/exercise/schema";
import { STANDARD_WORKOUTS, standardWorkoutEntry } from "@/lib/exercise/standard-workouts";

describe("planFailureMessage", () => {
  it("uses the spec's words for 401, 429 and anything unexplained", () => {
    expect(planFailureMessage(401)).toBe("Session expired. Please log in again.");
    expect(planFailureMessage(429)).toBe("Too many requests. Please wait a moment and try again.");
    expect(planFailureMessage(500)).toBe("Failed to generate workout plan. Please try again later.");
    expect(planFailureMessage(502, "The AI service did not accept the server's credentials.")).toBe(
      "Failed to generate workout plan. Please try again later.",
    );
  });

  it("says cancelled on a time-out, and names the connection when nothing answered", () => {
    expect(planFailureMessage(504)).toMatch(/cancelled because it took longer than 60 seconds/);
    expect(planFailureMessage(0)).toMatch(/Could not connect to the server/);
    expect(planFailureMessage(503)).toMatch(/Could not connect to the AI service/);
  });

  it("passes on the server's own words for bad preferences and the plan limit", () => {
    expect(planFailureMessage(400, "Please select at least one available day")).toBe(
      "Please select at least one available day",
    );
    expect(planFailureMessage(402, "Using AI features requires the Premium or Pro plan. Upgrade to continue.")).toMatch(
      /Premium/,
    );
  });
});

describe("exercise log constants", () => {
  it("maps the four intensities to exercise types as the spec says", () => {
    expect(["light", "moderate", "vigorous", "high"].map((i) => exerciseTypeForIntensity(i as "light"))).toEqual([
      "flexibility",
      "cardio",
      "cardio",
      "strength",
    ]);
  });

  it("has the spec's four standard workouts with three exercises each", () => {
    expect(STANDARD_WORKOUTS.map((w) => [w.name, w.duration_minutes, w.calories_burned])).toEqual([
      ["Morning Cardio", 30, 250],
      ["Strength Training", 45, 300],
      ["Yoga Flow", 60, 200],
      ["HIIT Workout", 20, 280],
    ]);
    for (const w of STANDARD_WORKOUTS) expect(new Set(w.exercises).size).toBe(3);
    expect(standardWorkoutEntry(STANDARD_WORKOUTS[3]!)).toMatchObject({
      exercise_type: "mixed",
      notes: "Standard workout: Burpees, Mountain Climbers, Jump Squats",
    });
  });
});

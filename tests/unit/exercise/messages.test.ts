/** What the exercise screens say: plan-generation failures, the intensity rule and the standard workouts. */
import { describe, expect, it } from "vitest";
import { ApiClientError, errorText } from "@/lib/api-client/client";
import { PLAN_FAILURE } from "@/lib/exercise/display";
import { exerciseCreateSchema, exerciseTypeForIntensity } from "@/lib/exercise/schema";
import { STANDARD_WORKOUTS, standardWorkoutEntry } from "@/lib/exercise/standard-workouts";
import { validate } from "@/lib/validation/issues";

/** What the generator shows after our API answered `status` (0: the server could not be reached). */
const planFailureMessage = (status: number, detail = "") =>
  errorText(status === 0 ? new TypeError("fetch failed") : new ApiClientError(status, detail), PLAN_FAILURE);

describe("plan generation failures", () => {
  it("uses fixed words for 401, 429 and anything unexplained", () => {
    expect(planFailureMessage(401)).toBe("Session expired. Please log in again.");
    expect(planFailureMessage(429)).toBe("Too many requests. Please wait a moment and try again.");
    expect(planFailureMessage(500)).toBe("Failed to generate workout plan. Please try again later.");
    expect(planFailureMessage(502, "The AI service did not accept the server's credentials.")).toBe(
      "Failed to generate workout plan. Please try again later.",
    );
  });

  it("says cancelled on a time-out, and names the connection when nothing answered", () => {
    expect(planFailureMessage(504)).toMatch(/cancelled because it took longer than 60 seconds/);
    expect(planFailureMessage(0)).toBe(
      "Could not connect to the server. Please check your internet connection and try again.",
    );
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
  it("maps the lowest intensity to flexibility, the highest to strength, the others to cardio", () => {
    expect(["light", "moderate", "vigorous", "high"].map((i) => exerciseTypeForIntensity(i as "light"))).toEqual([
      "flexibility",
      "cardio",
      "cardio",
      "strength",
    ]);
  });

  it("has the four standard workouts with three exercises each, each a valid entry", () => {
    expect(STANDARD_WORKOUTS.map((w) => [w.name, w.duration_minutes])).toEqual([
      ["Morning Cardio", 30],
      ["Strength Training", 45],
      ["Yoga Flow", 60],
      ["HIIT Workout", 20],
    ]);
    for (const w of STANDARD_WORKOUTS) {
      expect(new Set(w.exercises).size).toBe(3);
      expect(validate(exerciseCreateSchema, standardWorkoutEntry(w)).ok).toBe(true);
    }
    expect(standardWorkoutEntry(STANDARD_WORKOUTS[3]!)).toMatchObject({
      exercise_type: "mixed",
      notes: "Standard workout: Burpees, Mountain Climbers, Jump Squats",
    });
  });
});

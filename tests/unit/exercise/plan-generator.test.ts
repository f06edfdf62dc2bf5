/** The built-in plan for several preference sets: days, frequency, duration, equipment and injuries. */
import { describe, expect, it } from "vitest";
import { LIBRARY, WARM_UP } from "@/lib/exercise/exercise-library";
import { generateBasicPlan, spreadDays } from "@/lib/exercise/plan-generator";
import { workoutPreferencesSchema } from "@/lib/exercise/plan-schema";
import { basicPlanText } from "@/lib/exercise/plan-text";

const prefs = (over: Record<string, unknown>) =>
  workoutPreferencesSchema.parse({ fitnessGoals: "Get fit", availableDays: ["Monday"], ...over });
const tagged = (tag: string) =>
  new Set(
    Object.values(LIBRARY)
      .flat()
      .concat(WARM_UP)
      .filter((x) => (x.tags as string[]).includes(tag))
      .map((x) => x.name),
  );
const allNames = (plan: ReturnType<typeof generateBasicPlan>) =>
  plan.sessions.flatMap((s) => [
    ...s.warmUp.exercises,
    ...s.main.exercises.map((x) => x.name),
    ...s.coolDown.exercises,
  ]);

describe("generateBasicPlan", () => {
  it("puts the frequency's sessions on the chosen days only, spread out, and rests the others", () => {
    const plan = generateBasicPlan(
      prefs({ workoutFrequency: 3, availableDays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] }),
    );
    expect(plan.sessions.map((s) => s.day)).toEqual(["Monday", "Wednesday", "Friday"]);
    expect(plan.restDays).toEqual(["Tuesday", "Thursday", "Saturday", "Sunday"]);
    expect(spreadDays(["Monday", "Tuesday"], 5)).toEqual(["Monday", "Tuesday"]);
  });

  it("says so when more sessions are asked for than days chosen", () => {
    const plan = generateBasicPlan(prefs({ workoutFrequency: 5, availableDays: ["Tuesday", "Saturday"] }));
    expect(plan.sessions.map((s) => s.day)).toEqual(["Tuesday", "Saturday"]);
    expect(plan.notes.join(" ")).toMatch(/asked for 5 sessions a week but chose 2 available days/);
  });

  it.each([15, 30, 45, 60, 90])("fills exactly %i minutes with warm-up, main block and cool-down", (minutes) => {
    const plan = generateBasicPlan(
      prefs({ workoutDuration: minutes, availableDays: ["Monday", "Thursday"], workoutFrequency: 2 }),
    );
    for (const s of plan.sessions) {
      expect(s.minutes).toBe(minutes);
      expect(s.warmUp.minutes + s.main.minutes + s.coolDown.minutes).toBe(minutes);
      expect(s.warmUp.exercises.length).toBeGreaterThan(0);
      expect(s.coolDown.exercises.length).toBeGreaterThan(0);
      expect(s.main.exercises.length).toBeGreaterThanOrEqual(2);
    }
    expect(plan.sessions[0]!.main.exercises.length).toBeLessThanOrEqual(plan.sessions[0]!.main.minutes / 4);
  });

  it("rotates the preferred types across the sessions", () => {
    const plan = generateBasicPlan(
      prefs({ preferredTypes: ["Yoga", "HIIT"], availableDays: ["Monday", "Wednesday", "Friday"] }),
    );
    expect(plan.sessions.map((s) => s.focus)).toEqual(["Yoga", "HIIT", "Yoga"]);
  });

  it("uses only exercises the equipment allows", () => {
    const none = generateBasicPlan(prefs({ preferredTypes: ["Strength Training"], workoutDuration: 90 }));
    const gymOnly = new Set(LIBRARY.strength.filter((x) => x.equipment !== "none").map((x) => x.name));
    expect(allNames(none).filter((n) => gymOnly.has(n))).toEqual([]);
    const gym = generateBasicPlan(
      prefs({
        preferredTypes: ["Strength Training"],
        workoutDuration: 90,
        equipment: "full-gym",
        availableDays: ["Monday", "Wednesday", "Friday"],
      }),
    );
    expect(allNames(gym).some((n) => gymOnly.has(n))).toBe(true);
  });

  it("leaves out jumping, running and deep knee bends for a knee injury", () => {
    const plan = generateBasicPlan(
      prefs({
        injuries: "Sore right knee",
        preferredTypes: ["HIIT", "Cardio", "Strength Training"],
        availableDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        workoutFrequency: 6,
        workoutDuration: 60,
      }),
    );
    const names = allNames(plan);
    for (const tag of ["jumping", "running", "knee-flexion"]) {
      expect(names.filter((n) => tagged(tag).has(n))).toEqual([]);
    }
    expect(plan.injuries).toEqual(["knee"]);
    expect(basicPlanText(plan, prefs({ injuries: "Sore right knee" }))).toMatch(
      /Injuries considered \(knee\): no jumping/,
    );
  });

  it("keeps overhead work out for a shoulder injury and loaded bending out for a bad back", () => {
    const plan = generateBasicPlan(
      prefs({
        injuries: "shoulder impingement, lower back pain",
        preferredTypes: ["Strength Training"],
        equipment: "full-gym",
        workoutDuration: 90,
        availableDays: ["Monday", "Wednesday", "Friday"],
      }),
    );
    const names = allNames(plan);
    expect(names.filter((n) => tagged("overhead").has(n) || tagged("spinal-load").has(n))).toEqual([]);
    expect(plan.injuries).toEqual(["back", "shoulder"]);
  });

  it("progresses over 4 weeks by level, with the level's prescriptions", () => {
    const beginner = generateBasicPlan(prefs({ preferredTypes: ["Strength Training"] }));
    const advanced = generateBasicPlan(
      prefs({ preferredTypes: ["Strength Training"], currentFitnessLevel: "advanced" }),
    );
    expect(beginner.progression.map((p) => p.week)).toEqual([1, 2, 3, 4]);
    expect(beginner.progression[0]!.focus).not.toEqual(advanced.progression[0]!.focus);
    expect(beginner.sessions[0]!.main.exercises[0]!.prescription).toBe("2 sets × 10 reps, 60 s rest");
    expect(advanced.sessions[0]!.main.exercises[0]!.prescription).toBe("4 sets × 8–12 reps, 90 s rest");
  });

  it("renders a readable text labelled as the basic plan", () => {
    const p = prefs({ fitnessGoals: "Lose 5 kg", availableDays: ["Monday", "Thursday"], workoutFrequency: 2 });
    const text = basicPlanText(generateBasicPlan(p), p);
    expect(text.split("\n")[0]).toBe("Basic Workout Plan (built-in generator, not AI)");
    expect(text).toContain("Goals: Lose 5 kg");
    expect(text).toContain("Monday: Cardio (30 min)");
    expect(text).toContain("Thursday: Strength Training (30 min)");
    expect(text).toContain("Week 4:");
  });
});

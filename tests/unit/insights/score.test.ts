import { describe, expect, it } from "vitest";
import { calorieDayScore, healthScore } from "@/lib/insights/score";
import { data, day } from "./fixture";

describe("healthScore", () => {
  it("is null (the empty state) when nothing is logged", () => {
    expect(healthScore(data())).toBeNull();
  });

  it("rests only on the components with data, rescaling their weights", () => {
    // food on 4 of the last 7 days: two at the goal (100), one 25% over (62.5 → 63), one 50% under (0)
    const s = healthScore(
      data({}, [
        { date: day(1), food_entries: 2, calories: 2000 },
        { date: day(2), food_entries: 1, calories: 2100 },
        { date: day(3), food_entries: 3, calories: 2500 },
        { date: day(4), food_entries: 1, calories: 1000 },
      ]),
    )!;
    expect(s.components.map((c) => [c.id, c.score])).toEqual([
      ["consistency", 57],
      ["nutrition", 66],
    ]);
    expect(s.components[1]!.detail).toBe("1,900 kcal a day on 4 logged days against 2,000 kcal");
    // consistency 4/7 = 57 and nutrition (100+100+63+0)/4 = 65.75 → 66, equal weights
    expect(s.score).toBe(62);
    expect(s.missing.map((m) => m.id)).toEqual(["exercise", "sleep", "mood", "migraine", "medication"]);
  });

  it("scores exercise against the weekly goal, journal sleep and mood, migraine days and adherence", () => {
    const s = healthScore(
      data(
        {
          journal: [
            { date: day(0), mood: 8, energy: 6, stress: 3, sleep: 5 },
            { date: day(2), mood: 6, energy: 6, stress: 3, sleep: 7 },
          ],
          migraines: [{ date: day(1), severity: 6, triggers: [] }],
          medications: [
            {
              medication_id: "m1",
              name: "A",
              dosage: "1",
              frequency: "daily",
              time: "08:00",
              status: "active",
              created_at: new Date("2026-01-01T00:00:00Z"),
            },
          ],
          doses: [0, 1, 2, 3, 4].map((i) => ({
            medication_id: "m1",
            date: day(i),
            time: "08:00",
            status: "taken",
            taken_at: null,
          })),
        },
        [
          { date: day(0), workouts: 1, minutes: 30, journal: 1, doses_taken: 1 },
          { date: day(1), migraines: 1, doses_taken: 1 },
          { date: day(2), journal: 1, doses_taken: 1 },
          { date: day(3), doses_taken: 1 },
          { date: day(4), workouts: 1, minutes: 45, doses_taken: 1 },
        ],
      ),
    )!;
    const by = Object.fromEntries(s.components.map((c) => [c.id, c.score]));
    expect(by).toEqual({ consistency: 71, exercise: 67, sleep: 56, mood: 67, migraine: 75, medication: 71 });
    expect(s.components.find((c) => c.id === "medication")!.detail).toBe("5 of 7 scheduled doses taken");
    // (71·20 + 67·20 + 56·10 + 67·10 + 75·10 + 71·10) / 80 = 68.1
    expect(s.score).toBe(68);
  });

  it("doesn't count today against consistency while nothing is logged yet", () => {
    const days = [1, 2, 3, 4, 5, 6, 7].map((i) => ({ date: day(i), journal: 1 }));
    expect(healthScore(data({}, days))!.components[0]).toMatchObject({
      id: "consistency",
      score: 100,
      detail: "Something logged on 7 of 7 days",
    });
    // once today has an entry, the window is the 7 days ending today
    const withToday = healthScore(data({}, [...days.slice(0, 5), { date: day(0), metrics: 1 }]))!;
    expect(withToday.components[0]).toMatchObject({ score: 86, detail: "Something logged on 6 of 7 days" });
  });

  it("keeps exercise in the score (at 0) after a workout-free week when the user exercises", () => {
    const s = healthScore(
      data({}, [
        { date: day(10), workouts: 1 },
        { date: day(0), food_entries: 1, calories: 2000 },
      ]),
    )!;
    expect(s.components.find((c) => c.id === "exercise")).toMatchObject({
      score: 0,
      detail: "0 workouts in 7 days, goal 3 a week",
    });
  });
});

describe("calorieDayScore", () => {
  it("is 100 within 10% of the goal and 0 from 50% off", () => {
    expect(calorieDayScore(2200, 2000)).toBe(100);
    expect(calorieDayScore(1000, 2000)).toBe(0);
    expect(calorieDayScore(3000, 2000)).toBe(0);
    expect(calorieDayScore(1400, 2000)).toBe(50);
  });
});

import { describe, expect, it } from "vitest";
import { loggingStreak, topCategory, weeklyGoals, weeklyTrend } from "@/lib/insights/figures";
import { healthScore } from "@/lib/insights/score";
import type { InsightData } from "@/lib/insights/days";
import { computeAllInsights } from "@/lib/insights/state";
import { data, day, TODAY } from "./fixture";

const food = (offset: number, calories = 2000) => ({ date: day(offset), food_entries: 1, calories });

describe("weeklyTrend", () => {
  it("is improving when this week's score beats last week's by 5+, naming the area that moved most", () => {
    // last week: food on 3 days far off the goal; this week: food daily at the goal
    const d = data({}, [...[0, 1, 2, 3, 4, 5, 6].map((i) => food(i)), ...[7, 8, 9].map((i) => food(i, 3500))]);
    const t = weeklyTrend(d)!;
    expect(t).toMatchObject({ direction: "improving", current: 100, previous: 22 });
    expect(t.reason).toBe("Score 22 last week, 100 this week: calories near goal rose from 0 to 100.");
  });

  it("is declining the other way round and steady within 5 points", () => {
    // today's meals count once the day is over: the 3,500 kcal day is yesterday
    const down = weeklyTrend(data({}, [food(1, 3500), ...[7, 8, 9, 10, 11, 12, 13].map((i) => food(i))]))!;
    expect(down.direction).toBe("declining");
    // both areas fell; calories (100 → 0) outweighs consistency (100 → 29: the 7 days ending yesterday)
    expect(down.reason).toBe("Score 100 last week, 15 this week: calories near goal fell from 100 to 0.");
    // consistency 2/7 = 29 and calories 100 both weeks: (29 + 100) / 2 = 64.5
    const steady = weeklyTrend(data({}, [food(0), food(1), food(7), food(8)]))!;
    expect(steady).toMatchObject({
      direction: "steady",
      current: 65,
      previous: 65,
      reason: "Score 65 last week, 65 this week: no area changed.",
    });
  });

  it("is null without a previous week to compare", () => {
    expect(weeklyTrend(data({}, [food(0)]))).toBeNull();
  });
});

describe("loggingStreak", () => {
  it("counts consecutive days with anything logged, through yesterday while today is empty", () => {
    const d = data({}, [
      { date: day(1), journal: 1 },
      { date: day(2), metrics: 2 },
      { date: day(3), doses_taken: 1 },
      { date: day(5), workouts: 1 },
    ]);
    expect(loggingStreak(d)).toBe(3);
    expect(loggingStreak(data({}, [{ date: day(2), journal: 1 }]))).toBe(0);
  });
});

describe("topCategory", () => {
  it("is the component with the best score", () => {
    const s = healthScore(
      data({ journal: [{ date: day(0), mood: 10, energy: 5, stress: 5, sleep: 2 }] }, [
        food(0, 3000),
        { date: day(0), journal: 1 },
      ]),
    );
    expect(topCategory(s)).toMatchObject({ id: "mood", category: "Mood", score: 100 });
    expect(topCategory(null)).toBeNull();
  });
});

describe("weeklyGoals", () => {
  it("counts workouts this week against the goal, meal days and full-medication days of the last 7", () => {
    const med = {
      medication_id: "m1",
      name: "A",
      dosage: "1",
      frequency: "twice_daily",
      time: "08:00",
      status: "active",
      created_at: new Date("2026-01-01T00:00:00Z"),
    };
    const taken = (i: number, time: string) => ({
      medication_id: "m1",
      date: day(i),
      time,
      status: "taken",
      taken_at: null,
    });
    const d = data(
      {
        workoutsThisWeek: 2,
        medications: [med],
        doses: [taken(0, "08:00"), taken(0, "20:00"), taken(1, "08:00"), taken(1, "20:00"), taken(2, "08:00")],
      },
      [food(0), food(3), food(6), food(7)],
    );
    expect(weeklyGoals(d).map((g) => [g.id, g.done, g.target])).toEqual([
      ["exercise", 2, 3],
      ["meals", 3, 7],
      ["medications", 2, 7],
    ]);
    // at 19:00 today's 20:00 dose isn't due yet: today counts on the 08:00 alone
    expect(
      weeklyGoals({
        ...d,
        nowTime: "19:00",
        doses: d.doses.filter((x) => !(x.date === TODAY && x.time === "20:00")),
      })[2]!.done,
    ).toBe(2);
    expect(weeklyGoals(data()).map((g) => g.id)).toEqual(["exercise", "meals"]);
  });
});

describe("computeAllInsights", () => {
  it("is an honest empty state for a new user", () => {
    const i = computeAllInsights(data());
    expect(i).toMatchObject({
      empty: true,
      healthScore: null,
      weeklyTrend: null,
      streakDays: 0,
      topCategory: null,
      recommendations: [],
    });
    expect(i.goals.map((g) => g.done)).toEqual([0, 0]);
  });

  it("gives three recommendations, the data's strongest first, each saying why", () => {
    const i = computeAllInsights(
      data(
        {
          journal: [{ date: day(0), mood: 6, energy: 5, stress: 6, sleep: 3 }],
          migraines: [{ date: day(3), severity: 7, triggers: ["Dehydration", "Stress"] }],
        },
        [food(0, 2000), { date: day(0), journal: 1, workouts: 1 }, { date: day(3), migraines: 1 }],
      ),
    );
    expect(i.recommendations.map((r) => r.id)).toEqual(["wind-down", "hydration", "log-meals"]);
    expect(i.recommendations[0]!.why).toBe("Sleep 3/10 over 1 entry this week.");
    expect(i.recommendations[1]!.why).toBe("Dehydration was a trigger of your migraine in the last 28 days.");
    expect(i.recommendations[2]!.why).toBe("Meals logged on 1 of the last 7 days.");
  });

  it("words the hydration tip with the user's own water target, in their units", () => {
    const dry = {
      migraines: [{ date: day(3), severity: 7, triggers: ["Dehydration"] }],
    };
    const tip = (overrides: Partial<InsightData>) =>
      computeAllInsights(
        data({ ...dry, ...overrides }, [food(0, 2000), { date: day(3), migraines: 1 }]),
      ).recommendations.find((r) => r.id === "hydration")!.text;
    expect(tip({})).toBe("Aim for your target of 2000 ml of water a day, spread from morning to evening.");
    expect(tip({ waterTargetMl: 3000 })).toBe(
      "Aim for your target of 3000 ml of water a day, spread from morning to evening.",
    );
    // 3000 ml / 29.5735 ml a fl oz = 101.44 fl oz
    expect(tip({ waterTargetMl: 3000, useImperial: true })).toBe(
      "Aim for your target of 101.4 fl oz of water a day, spread from morning to evening.",
    );
  });
});

describe("the exercise recommendation", () => {
  it("adds the journal's mood-on-workout-days observation when the entries back it", () => {
    const entries = [1, 2, 3, 4, 5, 6].map((i) => ({
      date: day(i),
      mood: i <= 3 ? 8 : 5,
      energy: 5,
      stress: 3,
      sleep: 8,
    }));
    const d = data({ journal: entries }, [
      ...[1, 2, 3].map((i) => ({ date: day(i), workouts: 0, journal: 1 })),
      ...[4, 5, 6].map((i) => ({ date: day(i), journal: 1 })),
      { date: day(3), workouts: 1, journal: 1 },
      { date: day(2), workouts: 1, journal: 1 },
      { date: day(1), workouts: 1, journal: 1 },
    ]);
    // 3 workouts meet a goal of 3 (no tip); against a goal of 5 the tip applies
    const tip = computeAllInsights({ ...d, weeklyWorkoutGoal: 5 }).recommendations.find(
      (r) => r.id === "exercise-timing",
    );
    expect(tip?.why).toBe(
      "3 workouts in the last 7 days against a goal of 5 a week. " +
        "On the 3 days you exercised, your mood averaged 8: higher than the 5 on the 3 days you didn't.",
    );
  });
});

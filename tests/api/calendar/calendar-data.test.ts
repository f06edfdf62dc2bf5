import { describe, expect, it } from "vitest";
import { GET as calendarData } from "@/app/api/calendar-data/route";
import { POST as logExercise } from "@/app/api/exercises/route";
import { POST as logFood } from "@/app/api/food-entries/route";
import { POST as logMetric } from "@/app/api/health-metrics/route";
import { POST as saveJournal } from "@/app/api/journal-entries/route";
import { POST as logMigraine } from "@/app/api/migraines/route";
import { PUT as putSteps } from "@/app/api/daily-stats/route";
import { call, registerUser } from "../../support/api";
import { localDateIn } from "@/lib/time/zones";
import type { ApiResult } from "@/lib/api-client/contract";

type Data = ApiResult<"/api/calendar-data">;

const TZ = "Pacific/Kiritimati"; // UTC+14: its local date is a day ahead of UTC for most of the day

describe("GET /api/calendar-data", () => {
  it("returns the six lists of a month, with entries on its first and last day and none outside it", async () => {
    const { token } = await registerUser({ time_zone: TZ });
    const food = (date: string, food_name: string, calories: number) =>
      call(logFood, { token, body: { food_name, calories, protein: 10, date, time: "23:30" } });
    expect((await food("2026-01-31", "Before", 100)).status).toBe(201);
    expect((await food("2026-02-01", "Porridge", 300)).status).toBe(201);
    expect((await food("2026-02-01", "Apple", 95)).status).toBe(201);
    expect((await food("2026-02-28", "Soup", 250)).status).toBe(201);
    expect((await food("2026-03-01", "After", 100)).status).toBe(201);
    expect(
      (
        await call(logExercise, {
          token,
          body: {
            exercise_name: "Running",
            duration_minutes: 30,
            calories_burned: 300,
            exercise_type: "cardio",
            date: "2026-02-28",
          },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call(logMetric, {
          token,
          body: { metric_type: "heart_rate", value: 61, unit: "bpm", date: "2026-02-01", time: "07:00" },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call(logMigraine, {
          token,
          body: {
            severity: 7,
            duration_hours: 5,
            triggers: ["Stress"],
            symptoms: [],
            date: "2026-02-28",
            time: "22:00",
          },
        })
      ).status,
    ).toBe(201);
    expect((await call(saveJournal, { token, body: { date: "2026-02-01", content: "First", mood: 8 } })).status).toBe(
      201,
    );
    expect((await call(saveJournal, { token, body: { date: "2026-03-01", content: "Outside", mood: 2 } })).status).toBe(
      201,
    );
    expect(
      (await call(putSteps, { method: "PUT", token, body: { date: "2026-02-28", steps: 9000 } })).status,
    ).toBeLessThan(300);

    const res = await call<Data>(calendarData, { token, query: { month: "2026-02" } });
    expect(res.status).toBe(200);
    expect(res.body.month).toBe("2026-02");
    expect(res.body.food_entries.map((f) => [f.date, f.food_name]).sort()).toEqual([
      ["2026-02-01", "Apple"],
      ["2026-02-01", "Porridge"],
      ["2026-02-28", "Soup"],
    ]);
    expect(res.body.exercises).toMatchObject([{ exercise_name: "Running", date: "2026-02-28" }]);
    expect(res.body.health_metrics).toMatchObject([{ metric_type: "heart_rate", value: 61, date: "2026-02-01" }]);
    expect(res.body.migraines).toMatchObject([{ date: "2026-02-28", severity: 7 }]);
    expect(res.body.journal_entries).toMatchObject([{ date: "2026-02-01", mood: 8 }]);
    expect(res.body.daily_stats).toEqual([
      { date: "2026-02-01", calories_consumed: 395, protein: 20, carbs: 0, fat: 0, steps: 0 },
      { date: "2026-02-28", calories_consumed: 250, protein: 10, carbs: 0, fat: 0, steps: 9000 },
    ]);
  });

  it("files an entry logged now under the user's local month, and defaults to it", async () => {
    const { token } = await registerUser({ time_zone: TZ });
    const today = localDateIn(TZ);
    expect((await call(logFood, { token, body: { food_name: "Late snack", calories: 120 } })).status).toBe(201);
    const res = await call<Data>(calendarData, { token });
    expect(res.body.month).toBe(today.slice(0, 7));
    expect(res.body.food_entries).toMatchObject([{ food_name: "Late snack", date: today }]);
  });

  it("shows only the caller's own records", async () => {
    const alice = await registerUser();
    const bob = await registerUser();
    await call(logFood, {
      token: alice.token,
      body: { food_name: "Alice's lunch", calories: 500, date: "2026-02-10" },
    });
    const res = await call<Data>(calendarData, { token: bob.token, query: { month: "2026-02" } });
    expect(res.body.food_entries).toEqual([]);
    expect(res.body.daily_stats).toEqual([]);
  });

  it.each(["2026-13", "2026-2", "february", "2026-02-01", ""])("answers 400 for the month %j", async (month) => {
    const { token } = await registerUser();
    const res = await call(calendarData, { token, query: { month } });
    expect(res.status).toBe(400);
    expect(String(res.body.detail)).toContain("YYYY-MM");
  });

  it("needs a signed-in user", async () => {
    expect((await call(calendarData, { query: { month: "2026-02" } })).status).toBe(401);
  });
});

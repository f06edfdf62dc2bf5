/** A generated user with 90 days of data: every component present, a handful of queries, quick. */
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { getDashboardCharts, getDashboardSummary } from "@/lib/dashboard/service";
import { getInsights } from "@/lib/insights/service";
import { registerUser } from "../../support/api";
import { countQueries } from "./count-queries";
import { seedNinetyDays } from "./ninety-days";
import { localDateIn } from "@/lib/time/zones";

describe("a user with 90 days of data", () => {
  it("gets a score from all seven components in 5 queries; the dashboard takes 3", async () => {
    const { user } = await registerUser({ time_zone: "America/Chicago" });
    const db = await getDb();
    const now = new Date();
    const today = localDateIn("America/Chicago", now);
    const goal = Number(user.daily_calories_goal);
    await seedNinetyDays(db, user.id, today, goal);
    const me = {
      id: user.id,
      time_zone: "America/Chicago",
      daily_calories_goal: goal,
      weekly_workout_goal: Number(user.weekly_workout_goal),
      water_target_ml: Number(user.water_target_ml),
      use_imperial: false,
      // the account predates the seeded 90 days: days before sign-up never count
      created_at: new Date(now.getTime() - 100 * 86_400_000),
    };

    const started = performance.now();
    const { result: insights, queries } = await countQueries(db, async () => getInsights(db, me, now));
    const ms = performance.now() - started;
    expect(queries).toBe(5);
    const s = insights.healthScore!;
    // the seeded data is fixed relative to today: a migraine falls in the last 28 days
    expect(s.components).toHaveLength(7);
    expect(s.missing).toEqual([]);
    expect(insights.recommendations).toHaveLength(3);
    const dashboard = await countQueries(db, () =>
      Promise.all([
        getDashboardSummary(db, { userId: user.id, date: today }),
        getDashboardCharts(db, { userId: user.id, today, imperial: false }),
      ]),
    );
    expect(dashboard.queries).toBe(3);
    expect(dashboard.result[1].weight.points.length).toBeGreaterThan(30);
    // the measurement for the note
    const trend = insights.weeklyTrend;
    console.log(
      [
        `[90 days] score ${s.score}`,
        ...s.components.map((c) => `${c.label} ${c.score} (${c.detail})`),
        `missing: ${s.missing.map((m) => m.label).join(", ") || "none"}`,
        `trend ${trend?.direction} (${trend?.reason})`,
        `streak ${insights.streakDays}`,
        `top ${insights.topCategory?.category}`,
        `goals ${insights.goals.map((g) => `${g.label} ${g.done}/${g.target}`).join(", ")}`,
        `recs ${insights.recommendations.map((r) => r.id).join(", ")}`,
        `load+compute ${ms.toFixed(0)} ms`,
      ].join(" · "),
    );
  });
});

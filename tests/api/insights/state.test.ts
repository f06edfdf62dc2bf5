/** GET /api/insights: the user's own insights state, null figures for a new user. */
import { describe, expect, it } from "vitest";
import { GET as getInsights } from "@/app/api/insights/route";
import { getDb } from "@/db/client";
import { foodEntries, journalEntries } from "@/db/schema";
import { call, registerUser } from "../../support/api";
import { localDateIn } from "@/lib/time/zones";

describe("GET /api/insights", () => {
  it("is an empty state for a new user and 401 without a sign-in", async () => {
    const { token } = await registerUser();
    const res = await call(getInsights, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      healthScore: null,
      weeklyTrend: null,
      streakDays: 0,
      topCategory: null,
      empty: true,
      breakdown: [],
      recommendations: [],
    });
    expect((await call(getInsights, {})).status).toBe(401);
  });

  it("computes the state from the user's own entries in their time zone", async () => {
    const { token, user } = await registerUser({ time_zone: "Asia/Kolkata" });
    const other = await registerUser();
    const today = localDateIn("Asia/Kolkata");
    const db = await getDb();
    await db
      .insert(journalEntries)
      .values({ user_id: user.id, date: today, title: "t", mood: 10, energy: 5, stress: 5, sleep: 10 });
    await db.insert(foodEntries).values({ user_id: other.user.id, date: today, food_name: "Not mine", calories: 2000 });
    const res = await call<Record<string, unknown>>(getInsights, { token });
    expect(res.body).toMatchObject({
      // consistency 1/7 = 14 (weight 20), sleep 100 and mood 100 (weight 10 each): (280 + 1000 + 1000) / 40 = 57
      healthScore: 57,
      weeklyTrend: null,
      streakDays: 1,
      topCategory: "Sleep",
      empty: false,
      notScored: ["nutrition", "exercise", "migraine", "medication"],
    });
    expect(res.body.breakdown).toEqual([
      {
        id: "consistency",
        label: "Logging consistency",
        weight: 20,
        score: 14,
        detail: "Something logged on 1 of 7 days",
      },
      { id: "sleep", label: "Sleep (journal)", weight: 10, score: 100, detail: "Sleep 10/10 over 1 entry" },
      { id: "mood", label: "Mood (journal)", weight: 10, score: 100, detail: "Mood 10/10 over 1 entry" },
    ]);
    expect(res.body.recommendations).toHaveLength(3);
  });
});

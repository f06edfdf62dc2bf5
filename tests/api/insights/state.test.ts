/** GET /api/insights: the user's own insights state, null figures for a new user. */
import { describe, expect, it } from "vitest";
import { GET as getInsights } from "@/app/api/insights/route";
import { getDb } from "@/db/client";
import { eq } from "drizzle-orm";
import { foodEntries, journalEntries, users } from "@/db/schema";
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
      scoreGate: { ready: false, daysWithData: 0, daysSinceSignUp: 0 },
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
    // a week and a day since sign-up: the score no longer waits for three days of data
    await db
      .update(users)
      .set({ created_at: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(users.id, user.id));
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

  it("says not enough data for a new account with one day logged, and scores from the third day with data", async () => {
    const { token, user } = await registerUser({ time_zone: "UTC" });
    const today = localDateIn("UTC");
    const db = await getDb();
    await db.insert(foodEntries).values({ user_id: user.id, date: today, food_name: "Soup", calories: 500 });
    const early = await call<Record<string, unknown>>(getInsights, { token });
    expect(early.body).toMatchObject({
      healthScore: null,
      empty: false,
      scoreGate: { ready: false, daysWithData: 1, daysSinceSignUp: 0 },
      breakdown: [],
    });

    // data logged before the account existed (an import) doesn't count towards the gate or the score
    const before = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    await db.insert(foodEntries).values({ user_id: user.id, date: before(3), food_name: "Old", calories: 500 });
    expect((await call<Record<string, unknown>>(getInsights, { token })).body).toMatchObject({
      healthScore: null,
      scoreGate: { ready: false, daysWithData: 1 },
    });

    await db
      .update(users)
      .set({ created_at: new Date(Date.now() - 2 * 86_400_000), daily_calories_goal: 2000 })
      .where(eq(users.id, user.id));
    await db.insert(foodEntries).values([
      { user_id: user.id, date: before(1), food_name: "Stew", calories: 2000 },
      { user_id: user.id, date: before(2), food_name: "Rice", calories: 2000 },
    ]);
    const ready = await call<{ healthScore: number; scoreGate: unknown; breakdown: { id: string; detail: string }[] }>(
      getInsights,
      { token },
    );
    expect(ready.body.scoreGate).toEqual({ ready: true, daysWithData: 3, daysSinceSignUp: 2 });
    // 3 of the 3 days since sign-up logged; calories of yesterday and the day before only (today is in progress)
    expect(ready.body.breakdown).toEqual([
      expect.objectContaining({ id: "consistency", detail: "Something logged on 3 of 3 days" }),
      expect.objectContaining({ id: "nutrition", detail: "2,000 kcal a day on 2 logged days against 2,000 kcal" }),
    ]);
  });
});

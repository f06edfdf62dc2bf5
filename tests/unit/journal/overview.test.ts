/** Streak and insights read from the database: entries plus the exercises table, one user only. */
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { exercises, journalEntries } from "@/db/schema";
import { getJournalStreak, getMoodInsights } from "@/lib/journal/overview";
import { registerUser } from "../../support/api";
import { addDays } from "@/lib/time/dates";

const TODAY = "2026-05-20";

describe("journal overview", () => {
  it("computes a week's streak and averages, and compares mood with and without exercise", async () => {
    const { user } = await registerUser();
    const { user: other } = await registerUser();
    const db = await getDb();
    const moods = [8, 8, 9, 5, 4, 5, 6]; // today back to 6 days ago
    await db.insert(journalEntries).values(
      moods.map((mood, i) => ({
        user_id: user.id,
        date: addDays(TODAY, -i),
        title: `Journal Entry - ${addDays(TODAY, -i)}`,
        mood,
        energy: 6,
        stress: 4,
        sleep: 8,
      })),
    );
    await db
      .insert(journalEntries)
      .values({ user_id: other.id, date: addDays(TODAY, -7), title: "x", mood: 1, energy: 1, stress: 1, sleep: 1 });
    // workouts on the first three days (two on one day), and one for the other user
    await db.insert(exercises).values(
      [0, 1, 2, 2].map((i) => ({
        user_id: user.id,
        date: addDays(TODAY, -i),
        exercise_name: "Run",
        duration_minutes: 30,
      })),
    );
    await db
      .insert(exercises)
      .values({ user_id: other.id, date: addDays(TODAY, -3), exercise_name: "Swim", duration_minutes: 30 });

    expect(await getJournalStreak(db, { userId: user.id, today: TODAY })).toBe(7);
    expect(await getJournalStreak(db, { userId: user.id, today: addDays(TODAY, 2) })).toBe(0);
    const insights = await getMoodInsights(db, { userId: user.id, today: TODAY });
    expect(insights.enough).toBe(true);
    expect(insights.week.mood).toEqual({ value: 6.4, previous: null, change: null, count: 7 });
    expect(insights.observations.find((o) => o.id === "exercise")?.text).toBe(
      "On the 3 days you exercised, your mood averaged 8.3: higher than the 5 on the 4 days you didn't.",
    );
  });
});

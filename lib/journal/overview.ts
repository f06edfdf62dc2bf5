/** What the Journal view needs for its subtitle and Mood Insights, in three queries. */
import "server-only";
import { and, desc, eq, gte } from "drizzle-orm";
import type { Db } from "@/db/client";
import { exercises, journalEntries } from "@/db/schema";
import { computeInsights, INSIGHT_DAYS, type MoodInsights } from "./insights";
import { entriesSince } from "./service";
import { addDays, currentStreak } from "@/lib/time/dates";

export async function getJournalStreak(db: Db, { userId, today }: { userId: string; today: string }): Promise<number> {
  const rows = await db
    .select({ date: journalEntries.date })
    .from(journalEntries)
    .where(eq(journalEntries.user_id, userId))
    .orderBy(desc(journalEntries.date));
  return currentStreak(
    rows.map((r) => r.date),
    today,
  );
}

export async function getMoodInsights(
  db: Db,
  { userId, today }: { userId: string; today: string },
): Promise<MoodInsights> {
  const since = addDays(today, -(INSIGHT_DAYS - 1));
  const [entries, workouts] = await Promise.all([
    entriesSince(db, { userId, since }),
    db
      .selectDistinct({ date: exercises.date })
      .from(exercises)
      .where(and(eq(exercises.user_id, userId), gte(exercises.date, since))),
  ]);
  return computeInsights(
    entries,
    workouts.map((w) => w.date),
    today,
  );
}

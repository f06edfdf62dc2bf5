/** A reminder test's user: in Berlin, with one daily medication added long before the doses tested. */
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { medications, reminderSettings, users } from "@/db/schema";
import { registerUser } from "./api";

export const REMINDER_ZONE = "Europe/Berlin";

/** Metformin 500 mg daily at `time`, with these reminder settings (push on, 15 minutes before by default). */
export async function medicationWithReminders(
  time: string,
  settings: Partial<typeof reminderSettings.$inferInsert> = {},
) {
  const { user, token } = await registerUser({ time_zone: REMINDER_ZONE });
  const db = await getDb();
  await db.update(users).set({ time_zone: REMINDER_ZONE }).where(eq(users.id, user.id));
  const [med] = await db
    .insert(medications)
    .values({
      user_id: user.id,
      name: "Metformin",
      dosage: "500 mg",
      frequency: "daily",
      time,
      created_at: new Date("2026-01-01T00:00:00Z"),
    })
    .returning();
  await db.insert(reminderSettings).values({ user_id: user.id, push: true, remind_before_minutes: 15, ...settings });
  return { db, user, token, med: med! };
}

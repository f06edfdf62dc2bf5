/** The user's preferences: the theme, the closed welcome card, and the dashboard's first visit. */
import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import type { PreferencesInput, Theme } from "../../schema";

export type Preferences = { theme: Theme; welcome_dismissed: boolean };

export async function updatePreferences(db: Db, userId: string, input: PreferencesInput): Promise<Preferences> {
  const [row] = await db
    .update(users)
    .set({
      ...(input.theme !== undefined && { theme: input.theme }),
      ...(input.welcome_dismissed !== undefined && { welcome_dismissed: input.welcome_dismissed }),
      updated_at: new Date(),
    })
    .where(eq(users.id, userId))
    .returning({ theme: users.theme, welcome_dismissed: users.welcome_dismissed });
  if (!row) throw ApiError.notFound("Account not found.");
  return { theme: row.theme as Theme, welcome_dismissed: row.welcome_dismissed };
}

/** Notes the dashboard's first render; a later call changes nothing. */
export async function markDashboardSeen(db: Db, userId: string, at: Date = new Date()): Promise<void> {
  await db
    .update(users)
    .set({ dashboard_seen_at: at })
    .where(and(eq(users.id, userId), isNull(users.dashboard_seen_at)));
}

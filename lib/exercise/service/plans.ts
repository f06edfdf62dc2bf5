/** Saved workout plans of one user. */
import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { workoutPlans } from "@/db/schema";
import type { WorkoutPlanInput } from "../plan-schema";

/** The 404 detail of a plan id that names none of the caller's plans. */
export const WORKOUT_PLAN_NOT_FOUND = "Workout plan not found.";

const columns = {
  plan_id: workoutPlans.plan_id,
  plan_name: workoutPlans.plan_name,
  plan_content: workoutPlans.plan_content,
  preferences: workoutPlans.preferences,
  source: workoutPlans.source,
  created_at: workoutPlans.created_at,
};

/** A saved plan as its calls answer it: the columns above, as the table stores them. */
export type WorkoutPlan = Pick<typeof workoutPlans.$inferSelect, keyof typeof columns>;

export async function listWorkoutPlans(db: Db, { userId }: { userId: string }): Promise<WorkoutPlan[]> {
  return db
    .select(columns)
    .from(workoutPlans)
    .where(eq(workoutPlans.user_id, userId))
    .orderBy(desc(workoutPlans.created_at));
}

export async function saveWorkoutPlan(
  db: Db,
  { userId }: { userId: string },
  input: WorkoutPlanInput,
): Promise<WorkoutPlan> {
  const [row] = await db
    .insert(workoutPlans)
    .values({
      user_id: userId,
      plan_name: input.plan_name,
      plan_content: input.plan_content,
      preferences: input.preferences,
      source: input.source,
    })
    .returning(columns);
  return row!;
}

/** Deletes one of the user's plans; false when the id names none of theirs. */
export async function deleteWorkoutPlan(
  db: Db,
  { userId, planId }: { userId: string; planId: string },
): Promise<boolean> {
  const deleted = await db
    .delete(workoutPlans)
    .where(and(eq(workoutPlans.user_id, userId), eq(workoutPlans.plan_id, planId)))
    .returning({ plan_id: workoutPlans.plan_id });
  return deleted.length > 0;
}

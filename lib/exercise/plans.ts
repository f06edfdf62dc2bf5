/** Saved workout plans of one user. */
import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { workoutPlans } from "@/db/schema";
import { ApiError } from "@/lib/api/errors";
import type { PlanSource } from "./plan-schema";

const columns = {
  plan_id: workoutPlans.plan_id,
  plan_name: workoutPlans.plan_name,
  plan_content: workoutPlans.plan_content,
  preferences: workoutPlans.preferences,
  source: workoutPlans.source,
  created_at: workoutPlans.created_at,
};

export type WorkoutPlan = {
  plan_id: string;
  plan_name: string;
  plan_content: string;
  preferences: unknown;
  source: string;
  created_at: Date;
};

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
  input: { plan_name: string; plan_content: string; preferences: Record<string, unknown>; source: PlanSource },
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

export async function deleteWorkoutPlan(db: Db, { userId, planId }: { userId: string; planId: string }): Promise<void> {
  const deleted = await db
    .delete(workoutPlans)
    .where(and(eq(workoutPlans.user_id, userId), eq(workoutPlans.plan_id, planId)))
    .returning({ plan_id: workoutPlans.plan_id });
  if (deleted.length === 0) throw ApiError.notFound("Workout plan not found.");
}

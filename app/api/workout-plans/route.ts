import { authedRoute } from "@/lib/api/handler";
import { workoutPlanCreateSchema } from "@/lib/exercise/plan-schema";
import { listWorkoutPlans, saveWorkoutPlan } from "@/lib/exercise/service";

export const GET = authedRoute({}, async ({ db, user }) => listWorkoutPlans(db, { userId: user.id }));

export const POST = authedRoute({ body: workoutPlanCreateSchema, status: 201 }, async ({ db, user, body }) =>
  saveWorkoutPlan(db, { userId: user.id }, body),
);

import { authedRoute } from "@/lib/api/handler";
import { deleteWorkoutPlan, WORKOUT_PLAN_NOT_FOUND } from "@/lib/exercise/service";

export const DELETE = authedRoute(
  { params: { plan_id: "uuid" }, notFound: WORKOUT_PLAN_NOT_FOUND, status: 204 },
  async ({ db, user, params }) =>
    (await deleteWorkoutPlan(db, { userId: user.id, planId: params.plan_id! })) ? undefined : null,
);

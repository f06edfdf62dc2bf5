import { ApiError } from "@/lib/api/errors";
import { authedRoute } from "@/lib/api/handler";
import { deleteWorkoutPlan } from "@/lib/exercise/plans";
import { uuidParam } from "@/lib/exercise/schema";

export const DELETE = authedRoute({ status: 204 }, async ({ db, user, params }) => {
  const planId = uuidParam.safeParse(params.plan_id);
  if (!planId.success) throw ApiError.notFound("Workout plan not found.");
  await deleteWorkoutPlan(db, { userId: user.id, planId: planId.data });
});

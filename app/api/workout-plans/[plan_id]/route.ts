import { route } from "@/lib/api/handler";
import { deleteWorkoutPlan } from "@/lib/exercise/service";
import { exerciseEndpoints } from "@/lib/openapi/paths/exercise";

export const DELETE = route(exerciseEndpoints.removePlan, async ({ db, user, params }) =>
  (await deleteWorkoutPlan(db, { userId: user.id, planId: params.plan_id })) ? undefined : null,
);

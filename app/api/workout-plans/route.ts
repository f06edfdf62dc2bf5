import { route } from "@/lib/api/handler";
import { listWorkoutPlans, saveWorkoutPlan } from "@/lib/exercise/service";
import { exerciseEndpoints } from "@/lib/openapi/paths/exercise";

export const GET = route(exerciseEndpoints.listPlans, async ({ db, user }) =>
  listWorkoutPlans(db, { userId: user.id }),
);

export const POST = route(exerciseEndpoints.savePlan, async ({ db, user, body }) =>
  saveWorkoutPlan(db, { userId: user.id }, body),
);

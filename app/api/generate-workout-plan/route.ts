import { authedRoute } from "@/lib/api/handler";
import { generateWorkoutPlan } from "@/lib/exercise/ai-plan";
import { generatePlanSchema } from "@/lib/exercise/plan-schema";
import { localDateIn } from "@/lib/time/zones";

/** The AI call may take up to the spec's 60 s time-out. */
export const maxDuration = 70;

export const POST = authedRoute({ body: generatePlanSchema }, async ({ user, body }) =>
  generateWorkoutPlan(user, body, { today: localDateIn(user.time_zone) }),
);

import { route } from "@/lib/api/handler";
import { generateWorkoutPlan } from "@/lib/exercise/ai-plan";
import { localDateIn } from "@/lib/time/zones";
import { exerciseEndpoints } from "@/lib/openapi/paths/exercise";

/** The AI call is cancelled after 60 s; the function is given a little longer to answer that. */
export const maxDuration = 70;

/**
 * An AI plan is a premium feature; without a configured model every caller gets the basic
 * plan, which is free.
 */
export const POST = route(exerciseEndpoints.generatePlan, async ({ user, body }) =>
  generateWorkoutPlan(user, body, { today: localDateIn(user.time_zone) }),
);

import { isAiConfigured } from "@/lib/ai/provider";
import { authedRoute } from "@/lib/api/handler";
import { generateWorkoutPlan } from "@/lib/exercise/ai-plan";
import { generatePlanSchema } from "@/lib/exercise/plan-schema";
import { localDateIn } from "@/lib/time/zones";

/** The AI call is cancelled after 60 s; the function is given a little longer to answer that. */
export const maxDuration = 70;

/**
 * An AI plan is a premium feature; without a configured model every caller gets the basic
 * plan, which is free.
 */
export const POST = authedRoute(
  {
    body: generatePlanSchema,
    callsOutside: true,
    requires: ({ body }) => (body.mode === "ai" && isAiConfigured() ? "ai" : null),
  },
  async ({ user, body }) => generateWorkoutPlan(user, body, { today: localDateIn(user.time_zone) }),
);

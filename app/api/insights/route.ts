import { authedRoute } from "@/lib/api/handler";
import { getInsights } from "@/lib/insights/service";
import { insightsState } from "@/lib/insights/state";

/** GET → the insights state (healthScore, weeklyTrend, streakDays, topCategory) and what backs it. Every plan. */
export const GET = authedRoute({}, async ({ db, user }) => insightsState(await getInsights(db, user)));

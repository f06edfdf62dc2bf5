import { authedRoute } from "@/lib/api/handler";
import { computeAllInsights } from "@/lib/insights/compute";
import { loadInsightData } from "@/lib/insights/load";
import { insightsState } from "@/lib/insights/state";

/** GET → the insights state (healthScore, weeklyTrend, streakDays, topCategory) and what backs it. Every plan. */
export const GET = authedRoute({}, async ({ db, user }) =>
  insightsState(computeAllInsights(await loadInsightData(db, user))),
);

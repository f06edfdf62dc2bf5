import { route } from "@/lib/api/handler";
import { getInsights } from "@/lib/insights/service";
import { insightsState } from "@/lib/insights/state";
import { insightsEndpoints } from "@/lib/openapi/paths/insights";

/** GET → the insights state (healthScore, weeklyTrend, streakDays, topCategory) and what backs it. Every plan. */
export const GET = route(insightsEndpoints.get, async ({ db, user }) => insightsState(await getInsights(db, user)));

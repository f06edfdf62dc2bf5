import { route } from "@/lib/api/handler";
import { writeInsightSummary } from "@/lib/insights/ai-summary";
import { getInsights } from "@/lib/insights/service";
import { insightsEndpoints } from "@/lib/openapi/paths/insights";

/** POST → { summary }: the AI's prose over the user's computed insights. Premium; 503 without AI. */
export const POST = route(insightsEndpoints.summary, async ({ db, user }) => ({
  summary: await writeInsightSummary(await getInsights(db, user), user.name),
}));

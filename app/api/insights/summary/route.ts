import { authedRoute } from "@/lib/api/handler";
import { assertCan } from "@/lib/billing/entitlements";
import { writeInsightSummary } from "@/lib/insights/ai-summary";
import { computeAllInsights } from "@/lib/insights/compute";
import { loadInsightData } from "@/lib/insights/load";

/** POST → { summary }: the AI's prose over the user's computed insights. Premium; 503 without AI. */
export const POST = authedRoute({}, async ({ db, user }) => {
  assertCan(user, "ai");
  const insights = computeAllInsights(await loadInsightData(db, user));
  return { summary: await writeInsightSummary(insights, user.name) };
});

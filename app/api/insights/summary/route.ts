import { authedRoute } from "@/lib/api/handler";
import { writeInsightSummary } from "@/lib/insights/ai-summary";
import { getInsights } from "@/lib/insights/service";

/** POST → { summary }: the AI's prose over the user's computed insights. Premium; 503 without AI. */
export const POST = authedRoute({ requires: "ai", writes: false, callsOutside: true }, async ({ db, user }) => ({
  summary: await writeInsightSummary(await getInsights(db, user), user.name),
}));

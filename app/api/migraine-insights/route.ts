import { authedRoute } from "@/lib/api/handler";
import { insightsQuerySchema } from "@/lib/migraine-insights/schema";
import { getMigraineInsights } from "@/lib/migraine-insights/service";

/**
 * GET ?months=1..24 (default 3) → headache, migraine and acute-medication days per month, the
 * medication-overuse verdict, the latest MIDAS and HIT-6, each preventive's before/after and the
 * factor analysis. Every plan: they are the figures the Health Reports tab shows on every plan.
 */
export const GET = authedRoute({ query: insightsQuerySchema }, async ({ db, user, query }) =>
  getMigraineInsights(db, { user, months: query.months }),
);

import { route } from "@/lib/api/handler";
import { getMigraineInsights } from "@/lib/migraine-insights/service";
import { migraineInsightsEndpoints } from "@/lib/openapi/paths/migraine-insights";

/**
 * GET ?months=1..24 (default 3) → headache, migraine and acute-medication days per month, the
 * medication-overuse verdict, the latest MIDAS and HIT-6, each preventive's before/after and the
 * factor analysis. Every plan: they are the figures the Health Reports tab shows on every plan.
 */
export const GET = route(migraineInsightsEndpoints.get, async ({ db, user, query }) =>
  getMigraineInsights(db, { user, months: query.months }),
);

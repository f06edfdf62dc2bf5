/**
 * The migraine insights' query: how many calendar months of counts to show. The route parses
 * with it; the pages pick their own number within the same bounds.
 */
import * as z from "zod/mini";

export const INSIGHT_MONTHS = { min: 1, max: 24, default: 3 } as const;

const MONTHS_MESSAGE = `months must be a whole number from ${INSIGHT_MONTHS.min} to ${INSIGHT_MONTHS.max}`;

export const insightsQuerySchema = z.object({
  months: z._default(
    z.coerce
      .number({ error: MONTHS_MESSAGE })
      .check(
        z.int({ error: MONTHS_MESSAGE }),
        z.minimum(INSIGHT_MONTHS.min, MONTHS_MESSAGE),
        z.maximum(INSIGHT_MONTHS.max, MONTHS_MESSAGE),
      ),
    INSIGHT_MONTHS.default,
  ),
});

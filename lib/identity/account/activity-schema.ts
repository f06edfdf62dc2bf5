/** The query of GET /api/account-activity: the page before an event id, and its size. */
import * as z from "zod/mini";

export const ACTIVITY_LIMIT_MAX = 100;
/** How many events Settings shows, first and with each "Show more". */
export const ACTIVITY_PAGE = 10;
const BEFORE = "before must be an event_id (a whole number of 1 or more)";
const LIMIT = `limit must be a whole number from 1 to ${ACTIVITY_LIMIT_MAX}`;

export const activityQuerySchema = z.object({
  before: z.optional(
    z.coerce
      .number({ error: BEFORE })
      .check(z.int({ error: BEFORE }), z.minimum(1, { error: BEFORE }), z.maximum(Number.MAX_SAFE_INTEGER, BEFORE)),
  ),
  limit: z._default(
    z.coerce
      .number({ error: LIMIT })
      .check(z.int({ error: LIMIT }), z.minimum(1, { error: LIMIT }), z.maximum(ACTIVITY_LIMIT_MAX, { error: LIMIT })),
    20,
  ),
});

import { listAccountEvents } from "@/lib/account/activity";
import { activityQuerySchema } from "@/lib/account/activity-schema";
import { authedRoute } from "@/lib/api/handler";

/**
 * GET /api/account-activity[?before=<event_id>][&limit=1..100]: the caller's account events
 * of the last year, newest first; `next_before` asks for the next page (null at the end).
 */
export const GET = authedRoute({ access: "account", query: activityQuerySchema }, async ({ db, user, query }) =>
  listAccountEvents(db, { userId: user.id, before: query.before, limit: query.limit }),
);

import { listAccountEvents } from "@/lib/identity/activity";
import { route } from "@/lib/api/handler";
import { accountEndpoints } from "@/lib/openapi/paths/account";

/**
 * GET /api/account-activity[?before=<event_id>][&limit=1..100]: the caller's account events
 * of the last year, newest first; `next_before` asks for the next page (null at the end).
 */
export const GET = route(accountEndpoints.activity, async ({ db, user, query }) =>
  listAccountEvents(db, { userId: user.id, before: query.before, limit: query.limit }),
);

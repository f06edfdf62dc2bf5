import { route } from "@/lib/api/handler";
import { addSuspicion, listSuspicionChoices, listSuspicions } from "@/lib/health/factors/suspicions/service";
import { suspectedTriggersEndpoints } from "@/lib/openapi/paths/suspected-triggers";

/** GET /api/suspected-triggers: the triggers the caller suspects and everything they may pick from. */
export const GET = route(suspectedTriggersEndpoints.list, async ({ db, user }) => {
  const [suspicions, choices] = await Promise.all([
    listSuspicions(db, { userId: user.id, timeZone: user.time_zone }),
    listSuspicionChoices(db, { userId: user.id }),
  ]);
  return { suspicions, choices };
});

/** POST /api/suspected-triggers: `{ factor_key }` or `{ trigger }`, dated on the caller's today. */
export const POST = route(suspectedTriggersEndpoints.create, async ({ db, user, body }) =>
  addSuspicion(db, { userId: user.id, timeZone: user.time_zone, input: body }),
);

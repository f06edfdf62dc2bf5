import { authedRoute } from "@/lib/api/handler";
import { suspicionCreateSchema } from "@/lib/suspicions/schema";
import { addSuspicion, listSuspicionChoices, listSuspicions } from "@/lib/suspicions/service";

/** GET /api/suspected-triggers: the triggers the caller suspects and everything they may pick from. */
export const GET = authedRoute({}, async ({ db, user }) => {
  const [suspicions, choices] = await Promise.all([
    listSuspicions(db, { userId: user.id, timeZone: user.time_zone }),
    listSuspicionChoices(db, { userId: user.id }),
  ]);
  return { suspicions, choices };
});

/** POST /api/suspected-triggers: `{ factor_key }` or `{ trigger }`, dated on the caller's today. */
export const POST = authedRoute(
  { requires: "suspicion_create", body: suspicionCreateSchema, status: 201 },
  async ({ db, user, body }) => addSuspicion(db, { userId: user.id, timeZone: user.time_zone, input: body }),
);

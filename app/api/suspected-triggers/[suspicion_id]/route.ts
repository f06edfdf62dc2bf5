import { route } from "@/lib/api/handler";
import { removeSuspicion } from "@/lib/health/factors/suspicions/service";
import { suspectedTriggersEndpoints } from "@/lib/openapi/paths/suspected-triggers";

/** DELETE /api/suspected-triggers/{suspicion_id}: one of the caller's suspicions (readable and removable on every plan). */
export const DELETE = route(suspectedTriggersEndpoints.remove, async ({ db, user, params }) =>
  (await removeSuspicion(db, { userId: user.id, suspicionId: params.suspicion_id })) ? undefined : null,
);

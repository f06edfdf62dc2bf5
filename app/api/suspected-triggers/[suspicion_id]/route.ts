import { authedRoute } from "@/lib/api/handler";
import { SUSPICION_NOT_FOUND } from "@/lib/suspicions/schema";
import { removeSuspicion } from "@/lib/suspicions/service";

/** DELETE /api/suspected-triggers/{suspicion_id}: one of the caller's suspicions (readable and removable on every plan). */
export const DELETE = authedRoute(
  { params: { suspicion_id: "uuid" }, notFound: SUSPICION_NOT_FOUND, status: 204 },
  async ({ db, user, params }) =>
    (await removeSuspicion(db, { userId: user.id, suspicionId: params.suspicion_id! })) ? undefined : null,
);

import { route } from "@/lib/api/handler";
import { cancelInvitation } from "@/lib/family/service";
import { familyEndpoints } from "@/lib/openapi/paths/family";

/** The family's owner cancels a pending invitation: its seat frees and its link stops working. */
export const DELETE = route(familyEndpoints.cancelInvitation, async ({ db, user, params, ip, req }) => {
  const origin = { ip, userAgent: req.headers.get("user-agent") };
  return (await cancelInvitation(db, user.id, params.invitation_id, origin)) ? undefined : null;
});

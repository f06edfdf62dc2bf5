import { authedRoute } from "@/lib/api/handler";
import { cancelInvitation } from "@/lib/family/service";

/** The family's owner cancels a pending invitation: its seat frees and its link stops working. */
export const DELETE = authedRoute(
  { params: { invitation_id: "uuid" }, status: 204, access: "account" },
  async ({ db, user, params, ip, req }) => {
    const origin = { ip, userAgent: req.headers.get("user-agent") };
    return (await cancelInvitation(db, user.id, params.invitation_id!, origin)) ? undefined : null;
  },
);

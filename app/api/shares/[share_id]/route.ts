import { authedRoute } from "@/lib/api/handler";
import { revokeShare, SHARE_NOT_FOUND } from "@/lib/shares/service";

/** Revokes one of the caller's provider shares: its link answers 404 at once; on every plan. */
export const DELETE = authedRoute(
  { params: { share_id: "uuid" }, notFound: SHARE_NOT_FOUND, status: 204 },
  async ({ db, user, params, ip, req }) => {
    const origin = { ip, userAgent: req.headers.get("user-agent") };
    return (await revokeShare(db, { userId: user.id, shareId: params.share_id!, origin })) ? undefined : null;
  },
);

import { route } from "@/lib/api/handler";
import { revokeShare } from "@/lib/shares/service";
import { sharesEndpoints } from "@/lib/openapi/paths/shares";

/** Revokes one of the caller's provider shares: its link answers 404 at once; on every plan. */
export const DELETE = route(sharesEndpoints.revoke, async ({ db, user, params, ip, req }) => {
  const origin = { ip, userAgent: req.headers.get("user-agent") };
  return (await revokeShare(db, { userId: user.id, shareId: params.share_id, origin })) ? undefined : null;
});

import { route } from "@/lib/api/handler";
import { listShareAccess } from "@/lib/shares/service";
import { sharesEndpoints } from "@/lib/openapi/paths/shares";

/** Who opened one of the caller's provider shares and what they downloaded, newest first. */
export const GET = route(sharesEndpoints.accessLog, async ({ db, user, params }) => {
  const entries = await listShareAccess(db, { userId: user.id, shareId: params.share_id });
  return entries && { entries };
});

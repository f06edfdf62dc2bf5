import { authedRoute } from "@/lib/api/handler";
import { listShareAccess, SHARE_NOT_FOUND } from "@/lib/shares/service";

/** Who opened one of the caller's provider shares and what they downloaded, newest first. */
export const GET = authedRoute(
  { params: { share_id: "uuid" }, notFound: SHARE_NOT_FOUND },
  async ({ db, user, params }) => {
    const entries = await listShareAccess(db, { userId: user.id, shareId: params.share_id! });
    return entries && { entries };
  },
);

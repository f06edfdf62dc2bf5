import { authedRoute } from "@/lib/api/handler";
import { removeFromFamily } from "@/lib/family/service";

/** The owner removes a member, or a member (the owner of an empty family too) leaves. */
export const DELETE = authedRoute(
  { params: { user_id: "uuid" }, access: "account" },
  async ({ db, user, params, ip, req }) =>
    removeFromFamily(db, user.id, params.user_id!, { ip, userAgent: req.headers.get("user-agent") }),
);

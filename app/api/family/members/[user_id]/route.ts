import { route } from "@/lib/api/handler";
import { removeFromFamily } from "@/lib/family/service";
import { familyEndpoints } from "@/lib/openapi/paths/family";

/** The owner removes a member, or a member (the owner of an empty family too) leaves. */
export const DELETE = route(familyEndpoints.removeMember, async ({ db, user, params, ip, req }) =>
  removeFromFamily(db, user.id, params.user_id, { ip, userAgent: req.headers.get("user-agent") }),
);

import { route } from "@/lib/api/handler";
import { setFamilyAccess } from "@/lib/family/service";
import { familyEndpoints } from "@/lib/openapi/paths/family";

/** What the caller lets that member view, read-only: the list replaces the previous one. */
export const PUT = route(familyEndpoints.setAccess, async ({ db, user, params, body, ip, req }) =>
  setFamilyAccess(db, user.id, params.user_id, body, { ip, userAgent: req.headers.get("user-agent") }),
);

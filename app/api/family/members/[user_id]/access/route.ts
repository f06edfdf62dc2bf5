import { authedRoute } from "@/lib/api/handler";
import { accessSchema } from "@/lib/family/schema";
import { setFamilyAccess } from "@/lib/family/service";

/** What the caller lets that member view, read-only: the list replaces the previous one. */
export const PUT = authedRoute(
  { params: { user_id: "uuid" }, body: accessSchema, access: "account" },
  async ({ db, user, params, body, ip, req }) =>
    setFamilyAccess(db, user.id, params.user_id!, body, { ip, userAgent: req.headers.get("user-agent") }),
);

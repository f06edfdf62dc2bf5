import { route } from "@/lib/api/handler";
import { inviteToFamily } from "@/lib/family/service";
import { familyEndpoints } from "@/lib/openapi/paths/family";

/** A Pro subscriber invites someone by email (the family is created on the first invitation). */
export const POST = route(familyEndpoints.invite, async ({ db, user, body, ip, req }) =>
  inviteToFamily(db, user, body, new Date(), { ip, userAgent: req.headers.get("user-agent") }),
);

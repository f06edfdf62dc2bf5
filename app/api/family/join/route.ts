import { route } from "@/lib/api/handler";
import { joinFamily } from "@/lib/family/service";
import { familyEndpoints } from "@/lib/openapi/paths/family";

/** The signed-in user joins the family of an emailed invitation; answers the family. */
export const POST = route(familyEndpoints.join, async ({ db, user, body, ip, req }) => ({
  family: await joinFamily(db, user.id, body.token, new Date(), { ip, userAgent: req.headers.get("user-agent") }),
}));

import { authedRoute } from "@/lib/api/handler";
import { joinSchema } from "@/lib/family/schema";
import { joinFamily } from "@/lib/family/service";

/** The signed-in user joins the family of an emailed invitation; answers the family. */
export const POST = authedRoute({ body: joinSchema, access: "account" }, async ({ db, user, body, ip, req }) => ({
  family: await joinFamily(db, user.id, body.token, new Date(), { ip, userAgent: req.headers.get("user-agent") }),
}));

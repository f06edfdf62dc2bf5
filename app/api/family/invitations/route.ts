import { authedRoute } from "@/lib/api/handler";
import { invitationSchema } from "@/lib/family/schema";
import { inviteToFamily } from "@/lib/family/service";

/** A Pro subscriber invites someone by email (the family is created on the first invitation). */
export const POST = authedRoute(
  { body: invitationSchema, status: 201, access: "account", callsOutside: true },
  async ({ db, user, body, ip, req }) =>
    inviteToFamily(db, user, body, new Date(), { ip, userAgent: req.headers.get("user-agent") }),
);

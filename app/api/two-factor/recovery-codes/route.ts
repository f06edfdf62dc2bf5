import { authedRoute } from "@/lib/api/handler";
import { passwordSchema } from "@/lib/two-factor/schema";
import { regenerateRecoveryCodes } from "@/lib/two-factor/recovery";

/** A new set of 10 recovery codes (the password is needed); the old ones stop working. */
export const POST = authedRoute({ access: "account", body: passwordSchema }, async ({ db, user, body, ip, req }) => ({
  recovery_codes: await regenerateRecoveryCodes(db, user, body.password, {
    ip,
    userAgent: req.headers.get("user-agent"),
  }),
}));

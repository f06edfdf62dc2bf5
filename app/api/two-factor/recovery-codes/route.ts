import { route } from "@/lib/api/handler";
import { regenerateRecoveryCodes } from "@/lib/identity/two-factor/recovery";
import { twoFactorEndpoints } from "@/lib/openapi/paths/two-factor";

/** A new set of 10 recovery codes (the password is needed); the old ones stop working. */
export const POST = route(twoFactorEndpoints.recoveryCodes, async ({ db, user, body, ip, req }) => ({
  recovery_codes: await regenerateRecoveryCodes(db, user, body.password, {
    ip,
    userAgent: req.headers.get("user-agent"),
  }),
}));

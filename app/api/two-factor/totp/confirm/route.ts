import { route } from "@/lib/api/handler";
import { confirmTotp } from "@/lib/identity/two-factor/totp";
import { twoFactorEndpoints } from "@/lib/openapi/paths/two-factor";

/** The first code from the app turns it on; the answer holds the recovery codes, shown this once. */
export const POST = route(twoFactorEndpoints.totpConfirm, async ({ db, user, body, ip, req }) => ({
  recovery_codes: await confirmTotp(db, user, body.code, { ip, userAgent: req.headers.get("user-agent") }),
}));

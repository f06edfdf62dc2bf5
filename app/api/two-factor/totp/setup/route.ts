import { route } from "@/lib/api/handler";
import { startTotpSetup } from "@/lib/identity/two-factor/totp";
import { twoFactorEndpoints } from "@/lib/openapi/paths/two-factor";

/** A new authenticator secret (and its QR code), waiting for a first code at /api/two-factor/totp/confirm. */
export const POST = route(twoFactorEndpoints.totpSetup, async ({ db, user, body, ip }) =>
  startTotpSetup(db, user, body.password, ip),
);

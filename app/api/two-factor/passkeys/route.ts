import { route } from "@/lib/api/handler";
import { registerPasskey } from "@/lib/identity/two-factor/passkeys";
import { twoFactorEndpoints } from "@/lib/openapi/paths/two-factor";

/** Stores a new passkey: the authenticator's answer to the options of /api/two-factor/passkeys/options. */
export const POST = route(twoFactorEndpoints.addPasskey, async ({ db, user, body, ip, req }) =>
  registerPasskey(db, user, body, { ip, userAgent: req.headers.get("user-agent") }),
);

import { route } from "@/lib/api/handler";
import { passkeyRegistrationOptions } from "@/lib/identity/two-factor/passkeys";
import { twoFactorEndpoints } from "@/lib/openapi/paths/two-factor";

/** The options of navigator.credentials.create() for a new passkey (the password is needed). */
export const POST = route(twoFactorEndpoints.passkeyOptions, async ({ db, user, body, ip }) => ({
  options: await passkeyRegistrationOptions(db, user, body.password, ip),
}));

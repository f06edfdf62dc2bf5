import { route } from "@/lib/api/handler";
import { removePasskey, renamePasskey } from "@/lib/identity/two-factor/passkeys";
import { twoFactorEndpoints } from "@/lib/openapi/paths/two-factor";

/** Renames a passkey. */
export const PUT = route(twoFactorEndpoints.renamePasskey, async ({ db, user, body, params }) =>
  renamePasskey(db, user.id, params.passkey_id, body.name),
);

/** Removes a passkey (the password is needed). */
export const DELETE = route(twoFactorEndpoints.removePasskey, async ({ db, user, body, params, ip, req }) =>
  removePasskey(db, user, params.passkey_id, body.password, { ip, userAgent: req.headers.get("user-agent") }),
);

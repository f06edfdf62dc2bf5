import { authedRoute } from "@/lib/api/handler";
import { passkeyRenameSchema, passwordSchema } from "@/lib/two-factor/schema";
import { PASSKEY_NOT_FOUND, removePasskey, renamePasskey } from "@/lib/two-factor/passkeys";

const route = { params: { passkey_id: "uuid" }, notFound: PASSKEY_NOT_FOUND } as const;

/** Renames a passkey. */
export const PUT = authedRoute(
  { access: "account", ...route, body: passkeyRenameSchema },
  async ({ db, user, body, params }) => renamePasskey(db, user.id, params.passkey_id!, body.name),
);

/** Removes a passkey (the password is needed). */
export const DELETE = authedRoute(
  { access: "account", ...route, body: passwordSchema },
  async ({ db, user, body, params, ip, req }) =>
    removePasskey(db, user, params.passkey_id!, body.password, { ip, userAgent: req.headers.get("user-agent") }),
);

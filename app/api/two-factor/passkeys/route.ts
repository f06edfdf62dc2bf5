import { authedRoute } from "@/lib/api/handler";
import { passkeyRegisterSchema } from "@/lib/two-factor/schema";
import { registerPasskey } from "@/lib/two-factor/passkeys";

/** Stores a new passkey: the authenticator's answer to the options of /api/two-factor/passkeys/options. */
export const POST = authedRoute(
  { access: "account", body: passkeyRegisterSchema, status: 201 },
  async ({ db, user, body, ip, req }) =>
    registerPasskey(db, user, body, { ip, userAgent: req.headers.get("user-agent") }),
);
